import { SEVERITY_LEVELS, severityColors, severityTagStyle } from './severity';

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

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('severityColors', () => {
  it('gives every level colours of its own', () => {
    for (const part of ['background', 'text', 'marker'] as const) {
      const colors = SEVERITY_LEVELS.map((level) => severityColors(level)[part].toLowerCase());
      expect(new Set(colors).size, part).toBe(SEVERITY_LEVELS.length);
    }
    expect(severityColors('critical')).not.toEqual(severityColors('info'));
  });

  it.each(SEVERITY_LEVELS)('keeps %s readable: text 4.5:1 on its tag, marker 3:1 on white', (level) => {
    const { background, text, marker } = severityColors(level);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(marker, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('shows an unknown level as info', () => {
    expect(severityColors('unknown')).toEqual(severityColors('info'));
    expect(severityColors(null)).toEqual(severityColors('info'));
  });
});
