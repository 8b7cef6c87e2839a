import { ApiError } from '../../api/apiError';
import { isHttpUrl } from '../../api/liveMessages';

/*
 * The download URL a file's download call answers (spec 001 §7: GET files/{id}/download returns
 * data.url, to which the browser then navigates) and the download errors of spec 000 §8 / 001 §8.
 * Client-side codes, translated by messages/*.json (error.<CODE>): "an invalid URL (not http or
 * https), a URL not found, an XML error, or a failed download are errors".
 */

export type DownloadErrorCode =
  'INVALID_DOWNLOAD_URL' | 'DOWNLOAD_URL_NOT_FOUND' | 'FILE_NOT_ACCESSIBLE' | 'DOWNLOAD_FAILED';

/** spec 001 §7: the hidden download frame is removed (or resolved) after 1 second. */
export const DOWNLOAD_FRAME_TIMEOUT_MS = 1000;

/** Null for an http(s) URL; a javascript:, data: or relative URL is never followed. */
export function downloadUrlError(url: unknown): 'INVALID_DOWNLOAD_URL' | null {
  return typeof url === 'string' && isHttpUrl(url.trim()) ? null : 'INVALID_DOWNLOAD_URL';
}

/** The URL to navigate to, or an ApiError with the client code INVALID_DOWNLOAD_URL. */
export function checkedDownloadUrl(url: unknown): string {
  if (downloadUrlError(url) !== null || typeof url !== 'string') throw new ApiError(null, ['INVALID_DOWNLOAD_URL']);
  return url.trim();
}

/** Storage services answer refusals as an XML <Error> document (expired or removed file). */
function isXmlError(body: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<Error[\s>]/i.test(body);
}

/**
 * What went wrong when the download URL was followed, or null when the file came: 404 is a URL
 * not found, an XML error body is a file no longer accessible ('Ce fichier n'est plus accessible'),
 * any other failure is a failed download ('Une erreur est survenue lors du téléchargement').
 */
export function downloadResponseError(status: number, body = ''): DownloadErrorCode | null {
  if (isXmlError(body)) return 'FILE_NOT_ACCESSIBLE';
  if (status >= 200 && status < 300) return null;
  if (status === 404) return 'DOWNLOAD_URL_NOT_FOUND';
  if (status === 403 || status === 410) return 'FILE_NOT_ACCESSIBLE';
  return 'DOWNLOAD_FAILED';
}
