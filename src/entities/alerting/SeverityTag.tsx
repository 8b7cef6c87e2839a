import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { severityTagStyle, type SeverityTagStyle } from './severity';
import { badgeTextColor } from '../../ui/badgeTextColor';

const COLORS: Record<SeverityTagStyle, string> = { info: 'blue', warning: 'orange', danger: 'red' };

/*
 * Never narrower than its text: a Badge cuts its label with an ellipsis when a row of flex items
 * (a list item, a table cell) squeezes it, and a cut level ("CRITI…") reads as nothing.
 */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * An alert level as a tag, styled by spec 000 §4's mapping (severityTagStyle: error → danger,
 * warning → warning, everything else, critical included, → info). Known levels are translated
 * (`ui.severity.<level>`); an unknown one shows as the server sent it.
 */
export function SeverityTag({ level }: { level: string | null | undefined }) {
  const intl = useIntl();
  const style = severityTagStyle(level);
  const id = `ui.severity.${level ?? ''}`;
  const text =
    level && Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : (level ?? '');
  return (
    <Badge color={COLORS[style]} c={badgeTextColor(COLORS[style])} variant="light" data-severity={style} style={WHOLE}>
      {text}
    </Badge>
  );
}
