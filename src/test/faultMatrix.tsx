import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { TestMockApi } from '../../mocks/testing';
import { useAcceptingCanvas } from './acceptingCanvas';
import { initHttpClientTimeouts, renderAppRoute, unmountAppRoute, type AppRouteView } from './renderAppRoute';
import { FAULT_KINDS, type FaultKindName } from '../../mocks/faultKinds';
import { NOTIFICATION_DEDUPE_MS } from '../api/apiReporter';

/*
 * The fault matrix (docs/testing.md "Fault injection"): each call a screen makes, under each fault
 * kind, from a fresh load (cold) and after the data was shown (warm), in the whole app at the
 * screen's URL (renderAppRoute: real routes, shell, query client and reporter, msw in node with the
 * demo's handlers and fault rules). What must hold:
 * - a read's region shows its failure with Retry, or its older data with "Could not refresh",
 *   never its empty text nor a count or pager that says there is nothing;
 * - exactly one notification, translated, and a failed write never announced as a success;
 * - a 401 asks for the token refresh and a reload, after which the screen is back with what the
 *   user typed; a 401 that lasts gives the session up; maintenance shows its page, whose "Try again"
 *   goes back to the screen;
 * - what the user typed is still there.
 * The browser-only halves (a real reload, the login page's message) stay in e2e, once per kind.
 */

/** Every call, read or write, runs every kind (CONVENTIONS, Tests). */
export const ALL_KINDS: readonly FaultKindName[] = Object.keys(FAULT_KINDS) as FaultKindName[];

/**
 * The kinds a read's warm step types before: those that reload or replace the page (what is typed
 * must come back) and one that does not (500: a failed read leaves the form alone). The other
 * failures take the same path as 500 on screen, and each typing costs a debounce and a reload of
 * the list. A write always types first: its save sends what was typed.
 */
const TYPING_KINDS: ReadonlySet<FaultKindName> = new Set(['500', '401 once', '401 always', 'maintenance']);

/**
 * The kinds whose cold failure is retried until the data shows when no warm step follows (see
 * runCold): one that goes through the client's timeout, one that does not.
 */
const RETRYING_KINDS: ReadonlySet<FaultKindName> = new Set(['500', 'timeout']);

/** The kinds the app recovers from by a reload or a page of its own. */
const RECOVERING_KINDS: ReadonlySet<FaultKindName> = new Set(['401 once', '401 always', 'maintenance']);

/** A timed-out call gives up this fast in the matrix; every other call keeps the usual timeouts. */
const SHORT_TIMEOUTS = { readMs: 300, writeMs: 300 };

export interface MatrixCall {
  /** The fault rule's method and path: `GET events`, `POST events/*\/comments`. */
  call: string;
  /** A read's region, as in "Could not load {what}." */
  what?: string;
  /** The region's empty text, never shown when its read failed. */
  empty?: string | RegExp;
  /** Runs the call again once the data is shown (a filter, a save). None: cold only. */
  warm?: (user: UserEvent) => Promise<void>;
  /** The call is a write: it has no cold load, and it is the warm action itself. */
  write?: boolean;
  /** False when the write sends the typed text (the form is then left as the save leaves it). */
  keepsTyping?: boolean;
  kinds?: readonly FaultKindName[];
}

export interface MatrixScreen {
  name: string;
  url: string;
  /** The demo account (users table id); the admin u2 by default. */
  account?: string;
  /** Resolves once the screen shows its data. */
  ready: () => Promise<void>;
  /**
   * A field the user types in before the fault, whose text must survive it: `inUrl`, the search the
   * typing ends in (a debounced filter), awaited before the fault so that a reload keeps it.
   */
  typing?: { field: () => HTMLElement; text: string; inUrl?: RegExp; settled?: () => Promise<void> };
  calls: MatrixCall[];
}

const LONG = { timeout: 8_000 };

const errorNotifications = () =>
  [...document.querySelectorAll('.mantine-Notification-root')].filter((node) => node.textContent?.includes('Error'));
const successNotifications = () =>
  [...document.querySelectorAll('.mantine-Notification-root')].filter((node) => node.textContent?.includes('Success'));
const RAW_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bERROR\b/;

async function expectOneTranslatedNotification(write: boolean): Promise<void> {
  await waitFor(() => expect(errorNotifications()).toHaveLength(1), LONG);
  expect(errorNotifications()[0]?.textContent ?? '', 'a translated message, not a code').not.toMatch(RAW_CODE);
  if (write) expect(successNotifications(), 'a failed write is not a success').toHaveLength(0);
}

function expectNothingSaysEmpty(call: MatrixCall): void {
  if (call.empty) expect(screen.queryByText(call.empty)).toBeNull();
  // The pager and the count line speak of rows only once rows came.
  expect(screen.queryByText('No rows')).toBeNull();
}

async function expectFailure(call: MatrixCall, phase: 'cold' | 'warm'): Promise<void> {
  if (call.what) {
    const failed = () => screen.queryByText(`Could not load ${call.what}.`);
    const stale = () => screen.queryAllByText(/^Could not refresh: shown as of /)[0] ?? null;
    await waitFor(() => expect(phase === 'cold' ? failed() : (failed() ?? stale())).not.toBeNull(), LONG);
    if (phase === 'cold') expect(screen.getByRole('button', { name: `Retry loading ${call.what}` })).toBeEnabled();
    expectNothingSaysEmpty(call);
  }
  await expectOneTranslatedNotification(call.write === true);
}

async function expectTypingKept(matrix: MatrixScreen, typed: boolean): Promise<void> {
  if (typed && matrix.typing) await waitFor(() => expect(matrix.typing?.field()).toHaveValue(matrix.typing?.text));
}

/** What follows a 401 or maintenance: the reload and the screen back, the session given up, or the page. */
async function expectRecovered(
  api: TestMockApi,
  view: AppRouteView,
  matrix: MatrixScreen,
  call: MatrixCall,
  kind: FaultKindName,
  user: UserEvent,
): Promise<AppRouteView> {
  if (kind === 'maintenance') {
    await screen.findByRole('heading', { name: 'Application under maintenance' }, LONG);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // "Try again" loads the refused URL anew (a browser's navigation, which jsdom has not): the same here.
    const { from } = view.router.state.location.search as { from?: string };
    expect(new URL(from ?? '/', 'http://localhost').pathname).toBe(new URL(matrix.url, 'http://localhost').pathname);
    api.setFaults([]);
    view.unmount();
    const back = await renderAppRoute(api, from ?? matrix.url, accountOf(matrix));
    await matrix.ready();
    return back;
  }
  await waitFor(() => expect(view.browserAsks).toContain('reload'), LONG);
  const reloaded = await view.reload();
  if (kind === '401 always') {
    if (call.write && call.warm) {
      // The page back with the draft; the write sent again is refused again.
      await matrix.ready();
      await call.warm(user);
    }
    // Refused again right after the reload: the session is given up, not reloaded in a loop.
    await waitFor(() => expect(reloaded.browserAsks).toContain('unusable'), LONG);
    expect(reloaded.browserAsks).not.toContain('reload');
    api.setFaults([]);
    const signedInAgain = await reloaded.reload();
    await matrix.ready();
    return signedInAgain;
  }
  await matrix.ready();
  return reloaded;
}

function forgetReloadMarks(): void {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('wattsight.reload.')) window.sessionStorage.removeItem(key);
  }
}

const accountOf = (matrix: MatrixScreen) => (matrix.account ? { account: matrix.account } : {});

/**
 * The cold step: the screen's URL opened afresh with the fault on. A new visit, not a reload
 * moments after another (whose loop guard would take a 401 for the same loop). Ends with the data
 * shown when the warm step follows (through the region's Retry when it has one: the same read as
 * any, whatever failed), with the view on screen then.
 */
async function runCold(
  api: TestMockApi,
  matrix: MatrixScreen,
  call: MatrixCall,
  kind: FaultKindName,
  user: UserEvent,
): Promise<AppRouteView> {
  const recovers = RECOVERING_KINDS.has(kind);
  forgetReloadMarks();
  api.setFaults(`${call.call}=${FAULT_KINDS[kind]}`);
  let view = await renderAppRoute(api, matrix.url, {
    ...accountOf(matrix),
    ...(kind === 'timeout' ? { timeouts: SHORT_TIMEOUTS } : {}),
  });
  if (recovers) return expectRecovered(api, view, matrix, call, kind, user);
  await expectFailure(call, 'cold');
  api.setFaults([]);
  initHttpClientTimeouts();
  const retries = call.what !== undefined && (call.warm !== undefined || RETRYING_KINDS.has(kind));
  if (retries) {
    await user.click(screen.getByRole('button', { name: `Retry loading ${call.what}` }));
    await matrix.ready();
    // Every read answered: none still in flight when the warm step's fault comes.
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0), LONG);
  } else if (call.warm) {
    view.unmount();
    view = await renderAppRoute(api, matrix.url, accountOf(matrix));
    await matrix.ready();
  }
  return view;
}

/** A later moment of the same visit: the cold step's notification gone, its window passed. */
async function afterCold(view: AppRouteView): Promise<void> {
  notifications.clean();
  await waitFor(() => expect(errorNotifications()).toHaveLength(0), LONG);
  view.passTime(NOTIFICATION_DEDUPE_MS);
  forgetReloadMarks();
}

/**
 * A read runs cold, then warm on the data its Retry brought back; a write runs warm on the screen
 * as it opens. One mount fewer per read than a warm step on a screen of its own.
 */
async function runKind(api: TestMockApi, matrix: MatrixScreen, call: MatrixCall, kind: FaultKindName) {
  const rule = `${call.call}=${FAULT_KINDS[kind]}`;
  const recovers = RECOVERING_KINDS.has(kind);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  let view: AppRouteView;
  if (call.write) {
    view = await renderAppRoute(api, matrix.url, accountOf(matrix));
    await matrix.ready();
  } else {
    view = await runCold(api, matrix, call, kind, user);
    if (!call.warm) {
      view.unmount();
      return;
    }
    await afterCold(view);
  }

  const typed = Boolean(matrix.typing) && call.keepsTyping !== false && (call.write === true || TYPING_KINDS.has(kind));
  if (typed && matrix.typing) {
    // Pasted rather than typed key by key: what is kept is the text, and each key costs a render.
    await user.clear(matrix.typing.field());
    await user.click(matrix.typing.field());
    await user.paste(matrix.typing.text);
    const { inUrl } = matrix.typing;
    if (inUrl) await waitFor(() => expect(view.router.state.location.searchStr).toMatch(inUrl), LONG);
    await matrix.typing.settled?.();
  }
  if (kind === 'timeout') initHttpClientTimeouts(SHORT_TIMEOUTS);
  api.setFaults(rule);
  await call.warm?.(user);
  if (recovers) view = await expectRecovered(api, view, matrix, call, kind, user);
  else await expectFailure(call, 'warm');
  await expectTypingKept(matrix, typed);
  view.unmount();
}

/** One test per call and kind; each opens the screen, runs the call warm then cold. */
export function describeFaultMatrix(
  api: TestMockApi,
  matrix: MatrixScreen,
  kinds: readonly FaultKindName[] = ALL_KINDS,
) {
  describe(`${matrix.name} under faults`, () => {
    useAcceptingCanvas();
    // Role queries skip their visibility check (a computed style per element, up the tree), and
    // clicks their pointer-events check: a third of the matrix's time. What is checked is text and
    // state, which hidden nodes never hold here (closed menus are unmounted).
    beforeAll(() => configure({ defaultHidden: true }));
    afterAll(() => configure({ defaultHidden: false }));
    afterEach(() => {
      unmountAppRoute();
      api.setFaults([]);
    });
    for (const call of matrix.calls) {
      for (const kind of call.kinds ?? kinds) {
        it(`${call.call} under ${kind}`, () => runKind(api, matrix, call, kind), 60_000);
      }
    }
  });
}
