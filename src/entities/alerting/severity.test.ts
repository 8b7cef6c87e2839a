import { severityTagStyle } from './severity';

describe('severityTagStyle (spec 000 §4)', () => {
  it.each([
    ['info', 'info'],
    ['warning', 'warning'],
    ['error', 'danger'],
    ['critical', 'info'],
    ['unknown', 'info'],
    [null, 'info'],
    [undefined, 'info'],
  ] as const)('%s gives %s', (level, style) => {
    expect(severityTagStyle(level)).toBe(style);
  });
});
