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
