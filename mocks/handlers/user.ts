import { http, HttpResponse } from 'msw';
import { apiUrl, authenticate, type MockApiContext } from './context';

export function userHandlers(context: MockApiContext) {
  return [
    http.get(apiUrl(context, 'user/current'), async ({ request }) => {
      const caller = await authenticate(context, request);
      if (caller instanceof Response) return caller;
      return HttpResponse.json(caller);
    }),
  ];
}
