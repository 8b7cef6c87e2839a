import { parseFaultRules, type FaultRule } from './faultRules';

/*
 * Where the fault rules come from: in the demo, a URL or storage switch a QA run sets; in tests, a
 * switch the test sets directly.
 */

export const FAULTS_URL_PARAM = 'mockFaults';
export const FAULTS_STORAGE_KEY = 'wattsight.mockFaults';

type StorageReader = Pick<Storage, 'getItem'>;

export interface FaultStorages {
  session?: StorageReader | null;
  local?: StorageReader | null;
}

// Storage throws when the browser forbids it (sandboxed frames, some privacy settings).
function withoutThrowing<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    return null;
  }
}

const readStorage = (storage: StorageReader | null | undefined): string | null =>
  withoutThrowing(() => storage?.getItem(FAULTS_STORAGE_KEY)) ?? null;

/**
 * The text of the switch that wins, URL > sessionStorage > localStorage, or null when none is set.
 * A switch that is present wins even when empty, so `?mockFaults=` turns faults off in one tab.
 */
export function readFaultText(location: Pick<Location, 'search'> | null, storages: FaultStorages): string | null {
  const fromUrl = location ? new URLSearchParams(location.search).get(FAULTS_URL_PARAM) : null;
  return fromUrl ?? readStorage(storages.session) ?? readStorage(storages.local);
}

export function readFaultRules(location: Pick<Location, 'search'> | null, storages: FaultStorages): FaultRule[] {
  const text = readFaultText(location, storages);
  return text ? parseFaultRules(text) : [];
}

export interface FaultWindow {
  location: Pick<Location, 'search'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  localStorage: StorageReader;
}

export const FAULT_COUNTS_STORAGE_KEY = 'wattsight.mockFaults.used';

/**
 * The demo's `@times` counts, kept in the tab's sessionStorage with the rules' text: a rule such as
 * `status:401@1` makes the app reload the page, and must not fire again on the reloaded page.
 * The counts start afresh whenever the rules' text changes.
 */
export function sessionUseCounter(page: Pick<FaultWindow, 'sessionStorage'>, getRules: () => FaultRule[]) {
  const read = (): { rules: FaultRule[]; counts: number[] } => {
    const rules = getRules();
    const stored = withoutThrowing(() => page.sessionStorage.getItem(FAULT_COUNTS_STORAGE_KEY));
    const parsed = withoutThrowing(() => JSON.parse(stored ?? 'null') as { text?: unknown; counts?: unknown } | null);
    const text = JSON.stringify(rules);
    const counts =
      parsed?.text === text && Array.isArray(parsed.counts) ? parsed.counts.map((count) => Number(count) || 0) : [];
    return { rules, counts };
  };
  return {
    used: (rule: FaultRule) => {
      const { rules, counts } = read();
      return counts[rules.indexOf(rule)] ?? 0;
    },
    use: (rule: FaultRule) => {
      const { rules, counts } = read();
      const index = rules.indexOf(rule);
      if (index < 0) return;
      counts[index] = (counts[index] ?? 0) + 1;
      const value = JSON.stringify({ text: JSON.stringify(rules), counts: Array.from(counts, (count) => count ?? 0) });
      withoutThrowing(() => page.sessionStorage.setItem(FAULT_COUNTS_STORAGE_KEY, value));
    },
  };
}

/**
 * The demo's rule source. The URL switch is read once, at start-up, and copied into sessionStorage,
 * because the sign-in redirects drop the query (and the router may rewrite it). Storage is then read
 * on every request, so a test can change the rules without a reload; the text is parsed again only
 * when it changes, which keeps the rule objects (and their `times` counts) stable.
 */
export function browserFaultRules(page: FaultWindow): () => FaultRule[] {
  const fromUrl = new URLSearchParams(page.location.search).get(FAULTS_URL_PARAM);
  const copy = (text: string) => {
    page.sessionStorage.setItem(FAULTS_STORAGE_KEY, text);
    return true;
  };
  // Without sessionStorage the URL rules still win, for this page load.
  const pinned = fromUrl !== null && withoutThrowing(() => copy(fromUrl)) === null ? fromUrl : null;
  const storages = {
    session: withoutThrowing(() => page.sessionStorage),
    local: withoutThrowing(() => page.localStorage),
  };
  let lastText: string | null = null;
  let lastRules: FaultRule[] = [];
  return () => {
    const text = pinned ?? readFaultText(null, storages);
    if (text !== lastText) {
      lastText = text;
      lastRules = text ? parseFaultRules(text) : [];
    }
    return lastRules;
  };
}

/** The tests' rule source: `setFaults` replaces the rules and starts their `times` counts afresh. */
export function createFaultSwitch(): { getRules: () => FaultRule[]; setFaults: (rules: FaultRule[] | string) => void } {
  let rules: FaultRule[] = [];
  return {
    getRules: () => rules,
    setFaults: (next) => {
      // Copies, so that passing the same objects again still resets their counts.
      rules = typeof next === 'string' ? parseFaultRules(next) : next.map((rule) => ({ ...rule }));
    },
  };
}
