import type { Refresher } from '../api/refreshRules';
import type { LiveMessageType } from '../api/liveMessages';

let loading: Promise<Refresher<LiveMessageType>> | undefined;

/**
 * The refresh table names every resource of the product, and so pulls in every entity's schemas:
 * loaded on the first write or live message rather than with the first screen.
 */
export function loadRefresher(): Promise<Refresher<LiveMessageType>> {
  loading ??= import('../entities/refreshes').then(({ refresher }) => refresher);
  return loading;
}
