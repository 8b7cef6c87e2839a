import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../../i18n/useMessage';
import { formatDateTime } from '../../../../lib/dateFormat';

const DAY_MS = 86_400_000;

/** Whole days between the session and now (0 today), never negative for a clock a little ahead. */
export function daysSince(instant: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(instant)) / DAY_MS));
}

/** The last support session in Europe/Paris with how long ago it was ("3 days ago", « il y a 3 jours »). */
export function LastSupportSession({ at }: { at: string | null | undefined }) {
  const t = useMessage();
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  if (!at) return <>{t('parameters.support.technical.noSupportSession')}</>;
  const ago = intl.formatRelativeTime(-daysSince(at, now), 'day', { numeric: 'auto' });
  return <>{t('parameters.support.technical.lastSupportSessionValue', { date: formatDateTime(at), ago })}</>;
}
