const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * A lazily loaded piece of the app failed to download, usually because a deployment replaced
 * the files this page knew. spec 000 §2: such a failure reloads the page, once. Route screens
 * get that from the router's lazy loader; start-up and language loads from reloadOnce().
 */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
