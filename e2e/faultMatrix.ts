import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './support';
import { FAULT_KINDS, type FaultKindName } from '../mocks/faultKinds';

/*
 * The fault matrix in a real browser (docs/testing.md "Fault injection"), run once per kind on a
 * representative screen (faultMatrix.spec.ts); every screen's calls run every kind at component
 * level (src/test/faultMatrix.tsx). A call, under each fault kind, from a cold load and after the
 * data was shown (warm). What must hold: the older data with "Could not refresh", or the failed state with Retry — never the empty
 * text; exactly one translated notification; what the user typed is still there.
 */

/**
 * The representative read's kinds, its 401 being the refresh and the real reload. A session still
 * refused after that reload is given up once for a read (reliability.spec.ts) and once for a write
 * (the event comment, faultMatrix.spec.ts).
 */
export const MAIN_KINDS: readonly FaultKindName[] = [
  '500',
  'network',
  'timeout',
  'malformed',
  'mismatch',
  '403',
  '401 once',
  'maintenance',
];

/**
 * A secondary call or a write: its failure takes the main read's code path (the region's states,
 * the one notification), so a server error is enough. A timeout takes the same path again, with a
 * long wait: it is covered on every main read and once for a write (the event comment,
 * faultMatrix.spec.ts), which keeps the suite within CI's time.
 */
export const SECONDARY_KINDS: readonly FaultKindName[] = ['500'];

/** spec 000 §9: one error notification per 3-second window (src/api/apiReporter.ts). */
const NOTIFICATION_DEDUPE_MS = 3_000;

/** Short timeouts so that a timed-out call fails in seconds (config.json `timeouts`). */
export const TEST_TIMEOUTS = { readMs: 2_000, writeMs: 3_000, slowNoticeMs: 1_000 };

export async function shortenTimeouts(context: BrowserContext): Promise<void> {
  await context.route('**/config.json', async (route) => {
    // Once more if the preview server drops the connection under load: the config is static.
    const response = await route.fetch().catch(() => route.fetch());
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, timeouts: TEST_TIMEOUTS } });
  });
}

export async function setFaults(page: Page, rules: string): Promise<void> {
  // A 401 reloads the page on its own: the switch is set once that reload has settled.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForLoadState();
      await page.evaluate((text) => sessionStorage.setItem('wattsight.mockFaults', text), rules);
      return;
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

export interface MatrixCall {
  /** The fault rule's method and path: `GET events`, `POST events/* /comments` (no spaces in paths). */
  call: string;
  /** A read's region, as in "Could not load {what}." */
  what?: string;
  /** The region's empty text, never shown when its read failed. */
  empty?: string;
  /** Runs the call again once the data is shown (a filter, a save that refreshes it). None: cold only. */
  warm?: (page: Page) => Promise<void>;
  /** The call is a write: it has no cold load, and it is the warm action itself. */
  write?: boolean;
  /** Whether the typing action applies with this call (a write that sends the typed text does not keep it). */
  keepsTyping?: boolean;
  /**
   * The kinds for this call, when not the screen's: a screen's main read runs every kind; a
   * secondary call, already covered by the same code path on its main read, runs a few.
   */
  kinds?: readonly FaultKindName[];
}

export interface MatrixScreen {
  name: string;
  url: string;
  /** Resolves once the screen shows its data. */
  ready: (page: Page) => Promise<void>;
  /** A field the user types in before the fault, whose text must survive it. */
  typing?: {
    field: (page: Page) => Locator;
    text: string;
    /** Resolves once what the typing sets off (a debounced search) has been answered. */
    settled?: (page: Page) => Promise<void>;
  };
  calls: MatrixCall[];
}

const notifications = (page: Page) => page.locator('.mantine-Notification-root');
const RAW_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bERROR\b/;

async function expectOneTranslatedNotification(page: Page, write: boolean, settle: boolean): Promise<void> {
  await expect(notifications(page).filter({ hasText: 'Error' })).toHaveCount(1, { timeout: 15_000 });
  // A failed write is never also announced as a success.
  // Counted now, not awaited: a success notice would have come first and closes by itself.
  if (write) expect(await notifications(page).filter({ hasText: 'Success' }).count()).toBe(0);
  const text = (await notifications(page).filter({ hasText: 'Error' }).textContent()) ?? '';
  expect(text, 'a translated message, not a code').not.toMatch(RAW_CODE);
  if (!settle) return;
  // No second one once a retry and the dedupe window are over.
  await page.waitForTimeout(TEST_TIMEOUTS.readMs + 1_500);
  await expect(notifications(page).filter({ hasText: 'Error' })).toHaveCount(1);
}

async function expectNoEmptyText(page: Page, call: MatrixCall): Promise<void> {
  if (call.empty) await expect(page.getByText(call.empty, { exact: true })).toHaveCount(0);
}

async function expectTypingKept(page: Page, screen: MatrixScreen, typed: boolean): Promise<void> {
  if (!typed || !screen.typing) return;
  await expect(screen.typing.field(page)).toHaveValue(screen.typing.text);
}

/**
 * Kinds whose failure can be reported late (a retry, a token refresh then a retry, a timeout):
 * only they can bring a second notice after the dedupe window, so only they wait it out. An
 * unreadable answer is never retried: every call it breaks fails at once, inside the window.
 */
const LATE_FAILURE_KINDS: readonly FaultKindName[] = ['500', 'network', 'timeout', '403'];

async function expectFailure(page: Page, call: MatrixCall, phase: 'cold' | 'warm', kind: FaultKindName) {
  if (call.what) {
    const failed = page.getByText(`Could not load ${call.what}.`, { exact: true });
    const stale = page.getByText(/^Could not refresh: shown as of /);
    await expect(phase === 'cold' ? failed : failed.or(stale).first()).toBeVisible({ timeout: 15_000 });
    await expectNoEmptyText(page, call);
  }
  const settle = LATE_FAILURE_KINDS.includes(kind) && (phase === 'cold' || call.write === true);
  await expectOneTranslatedNotification(page, call.write === true, settle);
}

/** After a fault that ends in a reload, a sign-in or the maintenance page: back on the screen with its data. */
async function expectRecovered(page: Page, screen: MatrixScreen, call: MatrixCall, kind: FaultKindName) {
  const path = new URL(screen.url, 'http://localhost').pathname;
  if (kind === '401 always' && call.write && call.warm) {
    // The refresh and the reload first (the page then shows the draft); the write sent again is
    // refused again, and only then is the session given up.
    await expect(page).toHaveURL((url) => url.pathname === path);
    await screen.ready(page);
    if (screen.typing) await expect(screen.typing.field(page)).toHaveValue(screen.typing.text);
    await call.warm(page);
  }
  if (kind === '401 always') {
    await expect(page.getByText('This session cannot be used')).toBeVisible({ timeout: 15_000 });
    await setFaults(page, '');
    await page.getByRole('button', { name: 'Sign in' }).click();
  } else if (kind === 'maintenance') {
    await expect(page.getByRole('heading', { name: 'Application under maintenance' })).toBeVisible({
      timeout: 15_000,
    });
    await setFaults(page, '');
    await page.getByRole('button', { name: 'Try again' }).click();
  }
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
  await screen.ready(page);
  await expect(page.getByText('This session cannot be used')).toHaveCount(0);
}

/** Resolves once the page holds a new document: the flag set on the old window is gone. */
async function waitForNewDocument(page: Page): Promise<void> {
  await expect
    .poll(async () => page.evaluate(() => !('e2eOldDocument' in window)).catch(() => false), { timeout: 15_000 })
    .toBe(true);
}

/** The region's own Retry, or a fresh load when the call has no region of its own. */
async function backToData(page: Page, screen: MatrixScreen, call: MatrixCall, errorSeenAt: number): Promise<void> {
  await setFaults(page, '');
  if (call.what) await page.getByRole('button', { name: `Retry loading ${call.what}` }).click();
  else await page.goto(screen.url);
  await screen.ready(page);
  // The next kind's failure must be the only notification, and not folded into this one's window.
  const close = notifications(page).getByRole('button', { name: 'Close the notification' });
  // Dispatched: a notification sliding in can sit outside the viewport for a moment. One that
  // closes by itself meanwhile is gone already: the count below is what must hold.
  for (const button of await close.all())
    await button.dispatchEvent('click', undefined, { timeout: 2_000 }).catch(() => {});
  await expect(notifications(page)).toHaveCount(0);
  const wait = errorSeenAt + NOTIFICATION_DEDUPE_MS + 200 - Date.now();
  if (call.what && wait > 0) await page.waitForTimeout(wait);
}

/** One kind: warm on the data shown, then cold from a fresh load; leaves the screen with its data. */
async function runKind(page: Page, screen: MatrixScreen, call: MatrixCall, kind: FaultKindName, last: boolean) {
  const rule = `${call.call}=${FAULT_KINDS[kind]}`;
  const reloads = kind === '401 once' || kind === '401 always' || kind === 'maintenance';

  if (call.warm) {
    const typed = Boolean(screen.typing) && call.keepsTyping !== false;
    if (typed && screen.typing) {
      await screen.typing.field(page).fill(screen.typing.text);
      // A search the typing starts must be answered before the fault is set: else it takes
      // the fault ('401 once' on a request the next one cancels) instead of the action.
      await screen.typing.settled?.(page);
    }
    await setFaults(page, rule);
    // '401 once' ends in a reload of this same screen: wait for the new document, or the
    // old one would pass for recovered (and the cold load would cut the token refresh).
    if (kind === '401 once') await page.evaluate(() => Object.assign(window, { e2eOldDocument: true }));
    await call.warm(page);
    if (kind === '401 once') await waitForNewDocument(page);
    if (reloads) await expectRecovered(page, screen, call, kind);
    else await expectFailure(page, call, 'warm', kind);
    await expectTypingKept(page, screen, typed);
  }
  if (call.write) {
    if (last) return;
    await setFaults(page, '');
    await page.goto(screen.url);
    await screen.ready(page);
    return;
  }

  // A load of the screen's own URL: cold, and back to the state the warm action changed.
  await setFaults(page, rule);
  await page.goto(screen.url);
  if (reloads) await expectRecovered(page, screen, call, kind);
  else await expectFailure(page, call, 'cold', kind);
  const errorSeenAt = Date.now();
  if (last) return;
  if (reloads) {
    // Recovered through a reload or a new sign-in: a fresh load leaves nothing of that on its way.
    await setFaults(page, '');
    await page.goto(screen.url);
    await screen.ready(page);
  } else await backToData(page, screen, call, errorSeenAt);
}

/**
 * Declares one test per call of the screen, which runs each fault kind in turn in one signed-in
 * tab (a test step per kind): a kind ends with the screen back on its data, where the next begins.
 */
export function describeFaultMatrix(screen: MatrixScreen, kinds: readonly FaultKindName[] = MAIN_KINDS) {
  test.describe(`${screen.name} under faults`, () => {
    for (const call of screen.calls) {
      const callKinds = call.kinds ?? kinds;
      test(`${call.call} under ${callKinds.join(', ')}`, async ({ page, context }) => {
        // Each kind loads cold and warm and may wait out a notification window.
        test.setTimeout(30_000 + 40_000 * callKinds.length);
        await shortenTimeouts(context);
        await openSignedIn(page, screen.url, DEMO.admin);
        await screen.ready(page);
        for (const [index, kind] of callKinds.entries()) {
          await test.step(kind, () => runKind(page, screen, call, kind, index === callKinds.length - 1));
        }
      });
    }
  });
}
