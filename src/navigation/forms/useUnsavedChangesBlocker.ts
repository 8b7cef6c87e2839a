import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { appReloadStartedWithin } from '../../api/reloadGuard';

/** Pages the app itself moves to when a session ends or the API is down: never held back (the draft keeps the typing). */
const APP_EXIT_PREFIXES = ['/login', '/maintenance'];

/** How recent an app-started reload (src/api/reloadGuard.ts) must be to pass without a question. */
const APP_RELOAD_WINDOW_MS = 5_000;

/**
 * Whether the browser should ask before the page unloads: only with unsaved changes, and not when
 * the app is reloading the page itself (spec 000 §8 "a 401 triggers a token refresh and then a
 * page reload"): that reload finds the draft (useDraftForm), and a prompt would stop it.
 */
export function shouldWarnBeforeUnload(dirty: boolean, storage: Storage | null, now: number = Date.now()): boolean {
  if (!dirty) return false;
  return !storage || !appReloadStartedWithin(APP_RELOAD_WINDOW_MS, storage, now);
}

/** Whether a move from one path to another leaves the form's page (a search change on the same page does not). */
export function leavesPage(currentPath: string, nextPath: string): boolean {
  if (currentPath === nextPath) return false;
  return !APP_EXIT_PREFIXES.some((prefix) => nextPath === prefix || nextPath.startsWith(`${prefix}/`));
}

export interface UnsavedChangesBlocker {
  /** An in-app navigation waits for the user's answer: show a confirmation. */
  blocked: boolean;
  /** Leave anyway (the navigation goes on). */
  leave: () => void;
  /** Stay on the page (the navigation is dropped). */
  stay: () => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Asks before unsaved changes are left behind: an in-app navigation to another page waits for
 * the caller's confirmation (`blocked`, then `leave` or `stay`), and closing or reloading the tab
 * gets the browser's own question. Changing the search of the same page (a tab, a filter) is never
 * held back. A navigation that follows a save should pass `ignoreBlocker: true`.
 */
export function useUnsavedChangesBlocker(dirty: boolean): UnsavedChangesBlocker {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirtyRef.current && leavesPage(current.pathname, next.pathname),
    enableBeforeUnload: () => shouldWarnBeforeUnload(dirtyRef.current, sessionStorageOrNull()),
    withResolver: true,
  });
  return {
    blocked: blocker.status === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
