import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default: on CI's two cores, shared by two workers, a
// menu opening after a combobox closed took longer. A passing test does not wait any longer.
configure({ asyncUtilTimeout: 4_000 });

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

  afterEach(() => {
    cleanup();
    // What a test left in the tab (form drafts, reload marks) must not leak into the next one.
    try {
      window.sessionStorage.clear();
      window.localStorage.clear();
    } catch {
      // A test made storage refuse access; it restores it itself.
    }
  });
}
