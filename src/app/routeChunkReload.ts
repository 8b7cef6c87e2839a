import { CHUNK_LOAD_RELOAD, mayReload, routerReloadKey } from '../api/reloadGuard';
import { isChunkLoadError } from './chunkLoadError';

/**
 * Whether a route's error is to be explained rather than cured by a reload (spec 000 §2: a screen's
 * code that fails to download reloads the page once): any other error, or a chunk that still fails
 * after the reload, whichever path made it.
 */
export function explainsRouteError(error: unknown, storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  if (!isChunkLoadError(error) || !mayReload(CHUNK_LOAD_RELOAD)) return true;
  try {
    return storage.getItem(routerReloadKey(error)) !== null;
  } catch {
    // Storage refused: our own reload guard decided above.
    return false;
  }
}
