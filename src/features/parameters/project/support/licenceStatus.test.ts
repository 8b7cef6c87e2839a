import { licenceStatus } from './licenceStatus';

describe('licence status', () => {
  const today = '2026-11-25';

  it('is expired the day after its last day', () => {
    expect(licenceStatus('2026-11-24', today)).toBe('expired');
    expect(licenceStatus('2026-11-25', today)).toBe('expiring');
  });

  it('expires soon within 30 days, is valid beyond', () => {
    expect(licenceStatus('2026-12-25', today)).toBe('expiring');
    expect(licenceStatus('2026-12-26', today)).toBe('valid');
  });

  it('has no expiry without a date', () => {
    expect(licenceStatus(null, today)).toBe('none');
    expect(licenceStatus(undefined, today)).toBe('none');
  });
});
