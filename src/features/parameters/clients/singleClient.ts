import type { Client } from '../../../entities/structure/api';
import { isHiddenClient, type HiddenNames } from '../../../entities/structure/hiddenStructure';

/**
 * spec 001 §5 "A single-client fetch stores the result only when exactly one client is returned":
 * GET clients?clientId= answers a list; none or several is no client at all (the page says "client
 * not found" rather than showing an empty or a wrong one). A hidden test client (spec 001 §6) is
 * not found either.
 */
export function singleClientOf(clients: readonly Client[], hidden: HiddenNames): Client | undefined {
  if (clients.length !== 1) return undefined;
  const [client] = clients;
  return client && !isHiddenClient(hidden, client.name) ? client : undefined;
}
