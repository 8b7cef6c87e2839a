import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { badgeTextColor } from '../../../../ui/badgeTextColor';
import { LICENCE_WARNING_DAYS, type LicenceStatus } from './licenceStatus';

const STATUS_COLOR: Record<LicenceStatus, string | null> = {
  expired: 'red',
  expiring: 'orange',
  valid: 'green',
  none: null,
};

const MESSAGES = {
  licence: {
    expired: 'parameters.support.software.status.expired',
    expiring: 'parameters.support.software.status.expiring',
    valid: 'parameters.support.software.status.valid',
    none: 'parameters.support.software.status.none',
  },
  contract: {
    expired: 'parameters.support.contract.status.expired',
    expiring: 'parameters.support.contract.status.expiring',
    valid: 'parameters.support.contract.status.valid',
    none: 'parameters.support.contract.status.none',
  },
} as const;

/** A licence's or a contract's state in words (the colour is a second sign, never the only one). */
export function ExpiryBadge({ of, status }: { of: keyof typeof MESSAGES; status: LicenceStatus }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: MESSAGES[of][status] }, { days: LICENCE_WARNING_DAYS });
  const color = STATUS_COLOR[status];
  if (!color) return <>{text}</>;
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none">
      {text}
    </Badge>
  );
}
