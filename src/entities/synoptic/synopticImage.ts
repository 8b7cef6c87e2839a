/**
 * The synoptic image rules (spec 001 §5: "images must be image files under 5 MB"; §9: "Synoptic
 * image limit: 5 MB"). Pure: the upload form and the mocked API check the same way.
 */

export const SYNOPTIC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type SynopticImageProblem = 'NOT_AN_IMAGE' | 'TOO_LARGE';

export function synopticImageProblem(file: { type: string; size: number }): SynopticImageProblem | null {
  if (!file.type.startsWith('image/')) return 'NOT_AN_IMAGE';
  if (file.size > SYNOPTIC_IMAGE_MAX_BYTES) return 'TOO_LARGE';
  return null;
}

/** How many first bytes of a file `imageFormatOf` reads: enough for an SVG's prolog and comments. */
export const IMAGE_SNIFF_BYTES = 1024;

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format a file's first bytes say, whatever its name or declared type: a text file
 * renamed `.png` is no image (it would become a synoptic whose background cannot be drawn). SVG is
 * text: an `<svg` element after an optional XML prolog, doctype and comments.
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  const withoutProlog = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(withoutProlog) ? 'svg' : null;
}

/** The decoded size of a data URL, in bytes; null for another kind of URL. */
export function dataUrlBytes(url: string): number | null {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const payload = match[2] ?? '';
  if (match[1]) {
    const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
    return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
  }
  try {
    return new TextEncoder().encode(decodeURIComponent(payload)).length;
  } catch {
    // A malformed escape: count the text as it came.
    return payload.length;
  }
}

/** The point a click lands on, as fractions of the image (0..1), clamped to its edges. */
export function relativePosition(
  click: { x: number; y: number },
  image: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  return {
    x: Number(clamp((click.x - image.left) / image.width).toFixed(4)),
    y: Number(clamp((click.y - image.top) / image.height).toFixed(4)),
  };
}
