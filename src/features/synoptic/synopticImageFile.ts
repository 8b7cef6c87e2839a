import {
  IMAGE_SNIFF_BYTES,
  imageFormatOf,
  synopticImageProblem,
  type SynopticImageProblem,
} from '../../entities/synoptic/synopticImage';

/** An image ready to be sent with the synoptic: a data URL and its size in bytes. */
export interface SynopticImage {
  imageUrl: string;
  imageSize: number;
}

export type ImageFileResult =
  { ok: true; image: SynopticImage } | { ok: false; problem: SynopticImageProblem | 'UNREADABLE' };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no text')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file as the synoptic's background (spec 001 §5: "images must be image files under
 * 5 MB"): its declared type and size are checked before it is read, then its first bytes, so that
 * a file renamed `.png` is refused too. Nothing refused is ever sent.
 */
export async function readSynopticImage(file: File): Promise<ImageFileResult> {
  const problem = synopticImageProblem(file);
  if (problem) return { ok: false, problem };
  try {
    if (imageFormatOf(new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer())) === null)
      return { ok: false, problem: 'NOT_AN_IMAGE' };
    return { ok: true, image: { imageUrl: await readAsDataUrl(file), imageSize: file.size } };
  } catch {
    return { ok: false, problem: 'UNREADABLE' };
  }
}
