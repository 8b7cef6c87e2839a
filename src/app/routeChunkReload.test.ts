import { CHUNK_LOAD_RELOAD, reloadForChunk, reloadOnce } from '../api/reloadGuard';
import { explainsRouteError } from './routeChunkReload';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/_auth-1.js');

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('a route chunk that fails to load', () => {
  let storage: Storage;
  const reload = vi.fn();

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage, location: { reload } });
    reload.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is explained, not reloaded again, right after the start-up reloaded for a chunk', () => {
    expect(reloadOnce(CHUNK_LOAD_RELOAD)).toBe(true);
    expect(explainsRouteError(chunkFailure(), storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is cured by one reload, then explained', () => {
    expect(explainsRouteError(chunkFailure(), storage)).toBe(false);
    reloadForChunk(chunkFailure(), storage);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(explainsRouteError(chunkFailure(), storage)).toBe(true);
  });

  it('is explained when the router already reloaded the page for the same module', () => {
    storage.setItem(`tanstack_router_reload:${chunkFailure().message}`, '1');
    expect(explainsRouteError(chunkFailure(), storage)).toBe(true);
  });

  it("tells the router's lazy components that the page was reloaded for it", () => {
    reloadForChunk(chunkFailure(), storage);
    expect(storage.getItem(`tanstack_router_reload:${chunkFailure().message}`)).toBe('1');
  });

  it('explains any other error at once', () => {
    expect(explainsRouteError(new Error('boom'), storage)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
