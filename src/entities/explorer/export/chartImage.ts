export type ImageFormat = 'png' | 'jpeg';

/** White behind the chart: a JPEG has no transparency and a PDF page is white too. */
export const EXPORT_BACKGROUND = '#fff';

/** A base64 data URL as the Blob it holds (synchronous, unlike fetch(dataUrl)). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const meta = dataUrl.slice(5, comma);
  const type = meta.split(';')[0] || 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!meta.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
