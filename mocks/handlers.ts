import type { MockApiContext } from './handlers/context';
import { userHandlers } from './handlers/user';

/** Every handler of the mocked API, shared by the demo (browser) and the tests (node). */
export function createHandlers(context: MockApiContext) {
  return [...userHandlers(context)];
}
