import type { IntlShape } from 'react-intl';
/** The tag styles an alert level is shown with. */
export type SeverityTagStyle = 'info' | 'warning' | 'danger';

/**
 * spec 000 §4: "info gives info, warning gives warning, error gives danger, critical gives info,
 * anything else gives info". Critical as info is the spec's rule, kept as written for the style;
 * its colour is its own (severityColors): issue 35 asks that critical never look like info.
 */
export function severityTagStyle(level: string | null | undefined): SeverityTagStyle {
  switch (level) {
    case 'warning':
      return 'warning';
    case 'error':
      return 'danger';
    case 'info':
    case 'critical':
    default:
      return 'info';
  }
}

export const SEVERITY_LEVELS = ['info', 'warning', 'error', 'critical'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

export interface SeverityColors {
  /** The tag's background. */
  background: string;
  /** The tag's text: at least 4.5:1 on its background (WCAG AA for small text). */
  text: string;
  /** A marker's fill (synoptic), on the white of the drawing. */
  marker: string;
}

/**
 * One colour per level, each hue its own, so that a level reads at a glance in a list: info blue,
 * warning orange, error red, critical purple. Mantine's palette shades 0 (tint) and 9 (text), or
 * darker tones of the hue where shade 9 falls short of AA (orange).
 */
const COLORS: Record<SeverityLevel, SeverityColors> = {
  info: { background: '#e7f5ff', text: '#1864ab', marker: '#1971c2' },
  warning: { background: '#fff4e6', text: '#a34100', marker: '#c2410c' },
  error: { background: '#fff5f5', text: '#b02525', marker: '#c92a2a' },
  critical: { background: '#f8f0fc', text: '#862e9c', marker: '#862e9c' },
};

export function isSeverityLevel(level: string | null | undefined): level is SeverityLevel {
  return (SEVERITY_LEVELS as readonly (string | null | undefined)[]).includes(level);
}

/** A level's colours; an unknown level is shown as info (spec 000 §4: anything else gives info). */
export function severityColors(level: string | null | undefined): SeverityColors {
  return COLORS[isSeverityLevel(level) ? level : 'info'];
}

/**
 * A level's word in the user's language (`ui.severity.<level>`), or the level as the server sent
 * it when unknown: what SeverityTag shows and the exports write.
 */
export function severityText(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, level: string | null | undefined) {
  const id = `ui.severity.${level ?? ''}`;
  return level && Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : (level ?? '');
}
