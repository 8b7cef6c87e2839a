import { mayReload, reloadOnce } from '../api/reloadGuard';
import { isChunkLoadError } from './chunkLoadError';

const ROUTE_CHUNK_RELOAD = 'route-chunk';

/**
 * TanStack Router's lazy route components reload the page on their own, once per module that failed
 * to load, and remember it under this key (lazyRouteComponent). The same failure can surface there
 * or through a route's loader (our error screen): each path must know the other already reloaded,
 * or one failed deployment costs two reloads.
 */
function routerReloadKey(error: Error): string {
  return `tanstack_router_reload:${error.message}`;
}

/**
 * Whether a route's error is to be explained rather than cured by a reload (spec 000 §2: a screen's
 * code that fails to download reloads the page once): any other error, or a chunk that still fails
 * after the reload, whichever path made it.
 */
export function explainsRouteError(error: unknown, storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  if (!isChunkLoadError(error) || !mayReload(ROUTE_CHUNK_RELOAD)) return true;
  try {
    return storage.getItem(routerReloadKey(error)) !== null;
  } catch {
    // Storage refused: our own reload guard decided above.
    return false;
  }
}

/** Reloads once for a chunk that failed to load, and tells the router's lazy components so. */
export function reloadForRouteChunk(error: unknown, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  if (error instanceof Error) {
    try {
      storage.setItem(routerReloadKey(error), '1');
    } catch {
      // Storage refused: the reload guard below still stops a loop.
    }
  }
  reloadOnce(ROUTE_CHUNK_RELOAD);
}
