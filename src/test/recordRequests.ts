import type { TestMockApi } from '../../mocks/testing';

/** Requests the mocked API receives from now on (empty the array to start over), with their JSON bodies. */
export function recordRequests(server: TestMockApi['server']) {
  const seen: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? Promise.resolve(null)
        : request
            .clone()
            .json()
            .catch(() => null);
    seen.push({ method: request.method, url: new URL(request.url), body });
  });
  return seen;
}
