import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModelizationState, ModelingResult } from '../../../entities/analytics/api';
import { modelQuality } from '../../../entities/analytics/modelQuality';
import { useMessage } from '../../../i18n/useMessage';
import type { Sampling } from '../../../lib/sampling';
import { CoefficientsTable } from './CoefficientsTable';
import { ExportPointsButton } from './ExportPointsButton';
import { fittedEquation } from './fittedEquation';
import { QualityVerdict } from './QualityVerdict';
import { ResultCharts } from './ResultCharts';
import { residualPoints } from './residuals';
import { coefficientRows, equationTerms, pointsSampling } from './resultRows';
import { formatStatistic } from './statFormat';

export interface ModelResultViewProps {
  state: ModelizationState;
  result: ModelingResult;
  aggregationName: (id: number) => string | null;
  /** The inputs' sampling, used only when the points are too few to show their own. */
  fallbackSampling: Sampling;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A finished run's result as an M&V engineer needs it (issue 20 item 2): the fit's figures, the
 * equation written out, the coefficients with their errors and p values, the G14 verdict and the
 * four diagnostic charts.
 */
export function ModelResultView({ state, result, aggregationName, fallbackSampling }: ModelResultViewProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const target = state.variableToModel;
  const targetName = target.name ?? t('analytics.variable.unknown', { id: target.variableId });
  const unit = target.unit ?? '';
  const points = useMemo(() => residualPoints(state.modelingResultData?.points ?? []), [state.modelingResultData]);
  const rows = coefficientRows(result, state, aggregationName, (id) => t('analytics.variable.unknown', { id }));
  const sampling = pointsSampling(points) ?? fallbackSampling;
  const quality = useMemo(
    () =>
      modelQuality({
        actual: points.map((point) => point.measured),
        predicted: points.map((point) => point.modelled),
        parameterCount: result.coefficients.length + 1,
        sampling: sampling.sampling,
        samplingUnit: sampling.samplingUnit,
      }),
    [points, result.coefficients.length, sampling.sampling, sampling.samplingUnit],
  );
  const equation = fittedEquation(
    { name: targetName, unit: target.unit },
    result.intercept,
    equationTerms(rows),
    locale,
  );
  const residualError = result.residualStandardError;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="analytics-result-title">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="analytics-result-title">
            {t('analytics.result.title', { name: targetName })}
          </Title>
          <ExportPointsButton points={points} unit={unit} />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Figure label={t('analytics.result.r2')} value={formatStatistic(result.r2, locale)} />
          <Figure label={t('analytics.result.adjustedR2')} value={formatStatistic(result.adjustedR2, locale)} />
          <Figure
            label={t('analytics.result.observations')}
            value={new Intl.NumberFormat(locale).format(result.observations)}
          />
          <Figure
            label={t('analytics.result.residualStandardError')}
            value={
              residualError === null || residualError === undefined
                ? '—'
                : `${formatStatistic(residualError, locale)}${unit ? ` ${unit}` : ''}`
            }
          />
        </SimpleGrid>
        <Stack gap={4} component="section" aria-labelledby="analytics-equation-title">
          <Title order={3} size="h5" id="analytics-equation-title">
            {t('analytics.result.equation')}
          </Title>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="fitted-equation">
            {equation}
          </Text>
        </Stack>
        <Stack gap={4} component="section" aria-labelledby="analytics-coefficients-title">
          <Title order={3} size="h5" id="analytics-coefficients-title">
            {t('analytics.coefficients.title')}
          </Title>
          <CoefficientsTable rows={rows} />
        </Stack>
        <QualityVerdict quality={quality} />
        <ResultCharts points={points} targetName={targetName} unit={unit} />
      </Stack>
    </Paper>
  );
}
