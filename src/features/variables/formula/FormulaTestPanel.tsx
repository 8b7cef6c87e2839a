import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import type { DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { useErrorText } from '../../../ui/useErrorText';
import { FormulaTestResult } from './FormulaTestResult';
import type { FormulaTestMode } from './formulaSearch';
import { editorErrorCode, type FormulaCheckRun } from './useFormulaCheck';

export interface FormulaTestPanelProps {
  check: Pick<FormulaCheckRun, 'state' | 'running' | 'error'>;
  mode: FormulaTestMode;
  range: DateRangeValue;
  onModeChange: (mode: FormulaTestMode) => void;
  onRangeChange: (range: DateRangeValue) => void;
  onTest: () => void;
  /** The chart's series: the formula's name and unit as typed. */
  seriesName: string;
  unit: string;
}

/**
 * The test of the formula (spec 000 §3 "A formula test has a start value, null for a single-value
 * check", §4 check state): over a period chosen with the shared picker, or as the latest value.
 * The answer shows as the valid flag, what was tested and the result (a chart over a period). A
 * problem of the formula itself is told at the editor; other failures (server, network) here.
 */
export function FormulaTestPanel({
  check,
  mode,
  range,
  onModeChange,
  onRangeChange,
  onTest,
  seriesName,
  unit,
}: FormulaTestPanelProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const titleId = useId();
  const { state, running, error } = check;
  const atEditor = editorErrorCode(error);
  const tested = state.tested;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('formula.test.title')}
        </Title>
        <SegmentedControl
          aria-label={t('formula.test.mode')}
          value={mode}
          onChange={(value) => onModeChange(value === 'value' ? 'value' : 'period')}
          data={[
            { value: 'period', label: t('formula.test.period') },
            { value: 'value', label: t('formula.test.latest') },
          ]}
          w="fit-content"
        />
        {mode === 'period' ? (
          <DateRangePicker value={range} onChange={onRangeChange} label={t('formula.test.periodLabel')} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('formula.test.latestHint')}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={onTest} loading={running}>
            {t('formula.test.run')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {state.valid === false && tested ? (
            <Stack gap={4}>
              <Text fw={600} c="var(--mantine-color-red-text)">
                {t('formula.test.failed')}
              </Text>
              <Text size="sm">{atEditor ? t('formula.test.seeEditor') : errorText(error)}</Text>
            </Stack>
          ) : null}
          {state.valid === true && tested ? (
            <Text fw={600}>
              {tested.start === null
                ? t('formula.test.validLatest')
                : t('formula.test.validPeriod', {
                    start: formatDateTime(tested.start),
                    end: formatDateTime(tested.end ?? null),
                  })}
            </Text>
          ) : null}
        </div>
        {state.valid === true && state.result && tested ? (
          <FormulaTestResult results={state.result} single={tested.start === null} name={seriesName} unit={unit} />
        ) : null}
      </Stack>
    </Paper>
  );
}
