import { Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../lib/dateFormat';
import { useMessage } from '../../../i18n/useMessage';
import { useSavingsFormat } from '../shared/useSavingsFormat';
import type { BonusMalus, Verdict } from './trajectory';

const COLORS = { exceeded: 'teal', met: 'teal', missed: 'red' } as const;

/**
 * The plain sentence saying whether the commitment will be (or was) met, and the bonus or malus
 * in euros excl. tax: "At this pace, the commitment will be exceeded by 12% by 31/12/2028: bonus
 * €4,310.00 excl. tax."
 */
export function OutlookVerdict({ verdict }: { verdict: Verdict }) {
  const t = useMessage();
  const { formatNumber } = useIntl();
  const format = useSavingsFormat();
  const percent = (ratio: number | null) =>
    formatNumber(Math.abs(ratio ?? 0), { style: 'percent', maximumFractionDigits: 1 });

  const consequence = (value: BonusMalus) =>
    value.kind === 'none'
      ? t('savings.outlook.verdict.none')
      : value.percentage === null
        ? t('savings.outlook.verdict.unset', { kind: value.kind })
        : t('savings.outlook.verdict.amount', {
            kind: value.kind,
            amount: format.euros(value.amount),
            percentage: formatNumber(value.percentage),
          });

  let sentence: string;
  let color: string | undefined;
  if (verdict.kind === 'noData') sentence = t('savings.outlook.verdict.noData');
  else if (verdict.kind === 'noEndDate')
    sentence = t('savings.outlook.verdict.noEndDate', {
      saved: format.euros(verdict.soFar.saved),
      committed: format.euros(verdict.soFar.committed),
      direction: verdict.soFar.gap >= 0 ? 'ahead' : 'behind',
      percent: percent(verdict.soFar.ratio),
    });
  else {
    color = COLORS[verdict.direction];
    sentence = t('savings.outlook.verdict.sentence', {
      outcome: t(verdict.kind === 'ended' ? 'savings.outlook.verdict.ended' : 'savings.outlook.verdict.projected', {
        direction: verdict.direction,
        percent: percent(verdict.atEnd.ratio),
        date: formatDate(verdict.endDate),
      }),
      consequence: consequence(verdict.consequence),
    });
  }

  return (
    <Paper withBorder p="sm" style={color ? { borderLeft: `4px solid var(--mantine-color-${color}-8)` } : undefined}>
      <Text fw={500}>{sentence}</Text>
    </Paper>
  );
}
