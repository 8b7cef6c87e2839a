import { diskGaugePercent, diskLevel } from './diskSpace';

describe('free disk space levels', () => {
  it('is critical below 10 GB, low below 25 GB, sufficient from 25 GB', () => {
    expect(diskLevel(0)).toBe('critical');
    expect(diskLevel(9.9)).toBe('critical');
    expect(diskLevel(10)).toBe('warning');
    expect(diskLevel(24.9)).toBe('warning');
    expect(diskLevel(25)).toBe('ok');
    expect(diskLevel(850)).toBe('ok');
  });

  it('fills the gauge up to its 100 GB scale', () => {
    expect(diskGaugePercent(12.5)).toBe(12.5);
    expect(diskGaugePercent(640)).toBe(100);
    expect(diskGaugePercent(-1)).toBe(0);
  });
});
