/** The tag styles an alert level is shown with. */
export type SeverityTagStyle = 'info' | 'warning' | 'danger';

/**
 * spec 000 §4: "info gives info, warning gives warning, error gives danger, critical gives info,
 * anything else gives info". Critical as info is the spec's rule, kept as written.
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
