/**
 * The runtime config's request, asked for by the entry before the start-up code has arrived
 * (src/main.tsx); loadConfig reads its answer. Never from the cache: one build is pointed at another
 * environment by replacing the file.
 */
export function requestConfig(): Promise<Response> {
  return fetch('/config.json', { cache: 'no-store' });
}
