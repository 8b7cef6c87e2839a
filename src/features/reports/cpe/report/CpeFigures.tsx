import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../../i18n/useMessage';
import { badgeTextColor } from '../../../../ui/badgeTextColor';
import {
  cpeFigureText,
  cpeVerdict,
  missingSavingsMwh,
  savingsShareOfReference,
  VERDICT_COLORS,
  type CpeFigure,
} from '../cpeFigures';
import { formatNumber } from '../../../../lib/numberFormat';

const CARDS: readonly CpeFigure[] = ['commitment', 'reference', 'measured', 'savings'];

/**
 * The contract's figures of a CPE report, plainly: commitment, reference, measured consumption
 * and savings in MWh, then the achievement with a bar and a sentence (met, or how much is missing).
 */
export function CpeFigures({ report }: { report: BexReport }) {
  const t = useMessage();
  const intl = useIntl();
  const summary = report.summary;
  if (!summary) {
    return (
      <Text size="sm" c="dimmed">
        {t('cpeReport.figures.none')}
      </Text>
    );
  }
  const verdict = cpeVerdict(summary);
  const color = VERDICT_COLORS[verdict];
  const missing = missingSavingsMwh(summary);
  return (
    <Stack gap="sm" component="section" aria-label={t('cpeReport.figures.label')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CARDS.map((figure) => (
          <Paper key={figure} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(`cpeReport.figure.${figure}`)}
            </Text>
            <Text size="xl" fw={700}>
              {cpeFigureText(summary, figure, intl.locale)}
            </Text>
            {figure === 'savings' ? (
              <Text size="xs" c="dimmed">
                {t('cpeReport.figures.shareOfReference', {
                  share: formatNumber(savingsShareOfReference(summary), intl.locale, 1),
                })}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="sm" align="baseline">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('cpeReport.figure.achievement')}
            </Text>
            <Text size="xl" fw={700} c={badgeTextColor(color)}>
              {cpeFigureText(summary, 'achievement', intl.locale)}
            </Text>
          </Group>
          <Badge variant="light" color={color} c={badgeTextColor(color)}>
            {t(`cpeReport.verdict.${verdict}`)}
          </Badge>
        </Group>
        <Progress
          mt="xs"
          value={Math.min(100, Math.max(0, summary.achievementRate))}
          color={color}
          aria-label={t('cpeReport.figure.achievement')}
        />
        <Text size="sm" mt="xs">
          {missing > 0
            ? t('cpeReport.figures.missing', { missing: `${formatNumber(missing, intl.locale)} MWh` })
            : t('cpeReport.figures.met')}
        </Text>
      </Paper>
    </Stack>
  );
}
