import type { LiveMessageType } from './liveMessages';

/**
 * What may have brought new measurements: a live message about imported data, or the live
 * connection opening again after a drop (messages sent meanwhile were lost). Screens that show
 * data as it comes (a live dashboard, the wall display) read again on it; the refresh table
 * (src/entities/refreshes.ts) still says what each message makes stale.
 */
export type LiveDataCause = 'message' | 'reconnected';

/** spec 000 §7: a manual data upload, and a data file's validation, mean new data. */
const DATA_MESSAGE_TYPES: ReadonlySet<LiveMessageType> = new Set(['manual_data_upload', 'manual_data_file_validation']);

export function isDataMessage(type: LiveMessageType): boolean {
  return DATA_MESSAGE_TYPES.has(type);
}

type Listener = (cause: LiveDataCause) => void;

const listeners = new Set<Listener>();

/** Calls `listener` on each sign of new data until the returned function is called. */
export function onLiveData(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceLiveData(cause: LiveDataCause): void {
  for (const listener of [...listeners]) listener(cause);
}

/**
 * Tells a re-opening from the first opening: fed with each state of the connection, it calls
 * `onReopened` when the connection opens again after having been open.
 */
export function reopenWatcher(onReopened: () => void): (state: 'connecting' | 'open' | 'closed') => void {
  let wasOpen = false;
  return (state) => {
    if (state !== 'open') return;
    if (wasOpen) onReopened();
    wasOpen = true;
  };
}
