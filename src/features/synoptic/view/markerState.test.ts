import { severityColors } from '../../../entities/alerting/severity';
import { markerColor, NEUTRAL_MARKER_COLOR } from './markerState';

describe('marker colours', () => {
  it('follow the events screens: each level its own colour, none neutral', () => {
    expect(markerColor('error')).toBe(severityColors('error').marker);
    expect(markerColor('critical')).toBe(severityColors('critical').marker);
    expect(markerColor('critical')).not.toBe(markerColor('info'));
    expect(markerColor(null)).toBe(NEUTRAL_MARKER_COLOR);
  });
});
