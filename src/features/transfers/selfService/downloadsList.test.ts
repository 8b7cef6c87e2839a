// @vitest-environment node
import { fileSizeText } from './fileSize';
import { PENDING_POLL_MS, pendingPollInterval } from './pendingPoll';

describe('the downloads list', () => {
  it('tells a file’s size in the reader’s notation and units', () => {
    expect(fileSizeText(512, 'en')).toBe('512 byte');
    expect(fileSizeText(1_450_000, 'en')).toBe('1.5 MB');
    expect(fileSizeText(1_450_000, 'fr').replace(/\s/g, ' ')).toBe('1,5 Mo');
    expect(fileSizeText(3_900, 'fr').replace(/\s/g, ' ')).toBe('3,9 ko');
  });

  it('reads the list again soon while a file just asked for is prepared, rarely for older ones, never without', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    expect(pendingPollInterval([{ status: 'pending', createdAt: at(1) }], now)).toBe(PENDING_POLL_MS);
    expect(pendingPollInterval([{ status: 'pending', createdAt: at(20) }], now)).toBe(30_000);
    expect(pendingPollInterval([{ status: 'ready', createdAt: at(1) }, { status: 'failed' }], now)).toBe(false);
    expect(pendingPollInterval(undefined, now)).toBe(false);
  });
});
