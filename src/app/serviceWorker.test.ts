// @vitest-environment jsdom
import { registerAppServiceWorker } from './serviceWorker';

class FakeContainer extends EventTarget {
  registered: string[] = [];
  constructor(public controller: object | null) {
    super();
  }
  register(url: string): Promise<unknown> {
    this.registered.push(url);
    return Promise.resolve({});
  }
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;

describe('registerAppServiceWorker (spec 000 §9)', () => {
  beforeEach(() => sessionStorage.clear());

  it('registers the production worker', () => {
    const container = new FakeContainer(null);
    registerAppServiceWorker(asContainer(container));
    expect(container.registered).toEqual(['/sw.js']);
  });

  it('reloads the page when a new worker takes control of a page that had one', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const container = new FakeContainer({});
    registerAppServiceWorker(asContainer(container));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('does not reload on the very first install', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const container = new FakeContainer(null);
    registerAppServiceWorker(asContainer(container));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('reloads when a later deployment takes over from the worker first installed on this page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const container = new FakeContainer(null);
    registerAppServiceWorker(asContainer(container));
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
