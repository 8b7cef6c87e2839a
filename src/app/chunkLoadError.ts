import { reloadOnce } from '../api/reloadGuard';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * spec 000 §2: a failed loading of a screen reloads the page — usually a deployment replaced
 * the chunks this page knew. Once only: a second failure shows the error instead of a loop.
 */
export function reloadAfterChunkError(): boolean {
  return reloadOnce('chunk');
}

export function listenForChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
