/** spec 001 §7: the download link is removed (its object URL released) after 1 second. */
export const SAVE_LINK_LIFETIME_MS = 1000;

/** Hands a file to the browser's download, without leaving the page. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, SAVE_LINK_LIFETIME_MS);
}

/** The name a server gives a file (Content-Disposition), else the last segment of its URL. */
export function fileNameFrom(contentDisposition: string | null, url: string, fallback = 'download'): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoded name: try the plain one
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1];
  if (plain) return plain.trim();
  const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
  return segment ? decodeURIComponent(segment) : fallback;
}
