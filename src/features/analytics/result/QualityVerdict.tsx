import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ModelQuality, QualityCriterion } from '../../../entities/analytics/modelQuality';
import { useMessage } from '../../../i18n/useMessage';
import { formatPercent } from './statFormat';

function PassBadge({ pass }: { pass: boolean }) {
  const t = useMessage();
  return (
    <Badge color={pass ? 'teal' : 'red'} variant="filled" size="lg">
      {t(pass ? 'analytics.quality.pass' : 'analytics.quality.fail')}
    </Badge>
  );
}

function Criterion({ label, criterion, signed }: { label: string; criterion: QualityCriterion; signed: boolean }) {
  const t = useMessage();
  const { locale } = useIntl();
  const value = formatPercent(criterion.valuePercent, locale, signed);
  const limit = formatPercent(criterion.limitPercent, locale);
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
          <Text size="xs">{t(signed ? 'analytics.quality.limitAbsolute' : 'analytics.quality.limit', { limit })}</Text>
        </div>
        <PassBadge pass={criterion.pass} />
      </Group>
    </Paper>
  );
}

/**
 * The ASHRAE Guideline 14 verdict (issue 20) from src/entities/analytics/modelQuality.ts: CV(RMSE)
 * and NMBE against the limits of the data's sampling, pass or fail for each and overall, and the
 * sentence saying which limits apply and why (daily data is judged by the hourly limits).
 */
export function QualityVerdict({ quality }: { quality: ModelQuality }) {
  const t = useMessage();
  const title = t('analytics.quality.title');
  return (
    <Stack gap="xs" component="section" aria-labelledby="analytics-quality-title">
      <Group gap="sm">
        <Title order={3} size="h5" id="analytics-quality-title">
          {title}
        </Title>
        {quality.status === 'judged' ? (
          <Badge color={quality.pass ? 'teal' : 'red'} variant="filled" size="lg" role="status">
            {t(quality.pass ? 'analytics.quality.overallPass' : 'analytics.quality.overallFail')}
          </Badge>
        ) : null}
      </Group>
      {quality.status === 'judged' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Criterion label={t('analytics.quality.cvRmse')} criterion={quality.cvRmse} signed={false} />
            <Criterion label={t('analytics.quality.nmbe')} criterion={quality.nmbe} signed />
          </SimpleGrid>
          <Text size="sm">{t(`analytics.quality.basis.${quality.basis}`)}</Text>
          <Text size="xs" c="dimmed">
            {t('analytics.quality.formula', { n: quality.observations, p: quality.parameterCount })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="var(--mantine-color-orange-text)">
          {t(`analytics.quality.cannotJudge.${quality.reason}`)}
        </Text>
      )}
    </Stack>
  );
}
