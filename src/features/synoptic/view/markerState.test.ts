import { markerColor, NEUTRAL_MARKER_COLOR } from './markerState';

describe('marker colours', () => {
  it('follow the events screens: error red, warning orange, info and critical blue, none neutral', () => {
    expect(markerColor('error')).toContain('red');
    expect(markerColor('warning')).toContain('orange');
    expect(markerColor('info')).toContain('blue');
    expect(markerColor('critical')).toContain('blue');
    expect(markerColor(null)).toBe(NEUTRAL_MARKER_COLOR);
  });
});
