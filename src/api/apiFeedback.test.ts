import { apiFeedback, setApiFeedback } from './apiFeedback';

describe('apiFeedback', () => {
  afterEach(() => setApiFeedback(null));

  it('keeps what happens before the app mounts its feedback and replays it once mounted', () => {
    apiFeedback().goToMaintenance();
    apiFeedback().showError('ERROR');
    const mounted = { showError: vi.fn(), showSuccess: vi.fn(), goToMaintenance: vi.fn() };
    setApiFeedback(mounted);
    expect(mounted.goToMaintenance).toHaveBeenCalledTimes(1);
    expect(mounted.showError).toHaveBeenCalledWith('ERROR');
    apiFeedback().showSuccess('add');
    expect(mounted.showSuccess).toHaveBeenCalledWith('add');
  });
});
