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
