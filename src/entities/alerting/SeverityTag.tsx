import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isSeverityLevel, severityColors, severityText } from './severity';

/*
 * Never narrower than its text: a Badge cuts its label with an ellipsis when a row of flex items
 * (a list item, a table cell) squeezes it, and a cut level ("CRITI…") reads as nothing.
 */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * An alert level as a tag in its level's colours (severityColors: info, warning, error and
 * critical each their own; an unknown level as info, spec 000 §4). Known levels are translated
 * (`ui.severity.<level>`); an unknown one shows as the server sent it.
 */
export function SeverityTag({ level }: { level: string | null | undefined }) {
  const intl = useIntl();
  const colors = severityColors(level);
  const text = severityText(intl, level);
  return (
    <Badge
      variant="filled"
      color={colors.background}
      c={colors.text}
      data-severity={isSeverityLevel(level) ? level : 'info'}
      style={WHOLE}
    >
      {text}
    </Badge>
  );
}
