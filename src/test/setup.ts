import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';

// React's development build captures a stack trace and a console task for every element it creates,
// to give its warnings and the browser's tools "owner stacks": a twelfth of a screen test's time,
// for a longer trace in a warning no test reads. React stops capturing once this counter of recent
// captures passes 10,000 (it resets it every second): here it never comes down. If React renames
// it, the tests only run slower.
const reactInternals: unknown = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
if (typeof reactInternals === 'object' && reactInternals !== null && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}

// findBy… and waitFor give up after 1 s by default: on CI's two cores, shared by two workers, a
// menu opening after a combobox closed took longer. A passing test does not wait any longer.
configure({ asyncUtilTimeout: 4_000 });

// A query that does not match yet, polled by waitFor and findBy…, builds an error that prints the
// whole document, at every poll (a tenth of a fault matrix's time). Only the error a test finally
// fails with is read, and waitFor prints the document into that one when it gives up.
const printingElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    // Set by Testing Library while it polls; not in its public types.
    const polling = Reflect.get(getConfig(), '_disableExpensiveErrorDiagnostics') === true;
    if (!polling) return printingElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Some tests run in the node environment (the sign-in provider, scripts): no DOM to prepare.
if (typeof window !== 'undefined') {
  // jsdom lacks what Mantine's components measure with.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      value: class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

  // jsdom keeps the style sheet of a <style> removed with its parent (only a <style> removed by
  // itself drops it), and the sheet keeps the whole detached tree alive. Mantine renders inline
  // <style> for responsive props: every screen a test mounted stayed in memory, and as the files of
  // a worker share one document (isolate: false) the heap grew to 1.7 GB and the last files ran
  // 5 to 10 times slower under GC. Moving each orphan <style> into the document and out again
  // drops its sheet.
  const dropOrphanStyleSheets = () => {
    for (const sheet of [...document.styleSheets]) {
      const owner = sheet.ownerNode;
      if (owner && !owner.isConnected && owner instanceof Element) {
        document.head.append(owner);
        owner.remove();
      }
    }
  };

  afterEach(() => {
    cleanup();
    dropOrphanStyleSheets();
    // What a test left in the tab (form drafts, reload marks) must not leak into the next one.
    try {
      window.sessionStorage.clear();
      window.localStorage.clear();
    } catch {
      // A test made storage refuse access; it restores it itself.
    }
  });
}
