import { Alert, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { useErrorText } from '../../../ui/useErrorText';
import { isApiError } from '../../../api/apiError';
import { summarize, type ChangeResult } from './attachChanges';

interface ChangeResultsProps {
  projectId: number;
  results: readonly ChangeResult[];
  running: boolean;
}

type Translate = ReturnType<typeof useMessage>;

/** One change's outcome in plain words (spec 000 §8 codes said as what they mean here). */
function outcomeText(result: ChangeResult, t: Translate, errorText: (error: unknown) => string): string {
  const { action, outcome } = result;
  switch (outcome.state) {
    case 'sending':
      return t('variables.addToProject.result.sending');
    case 'done':
      return t(
        action === 'attach' ? 'variables.addToProject.result.attached' : 'variables.addToProject.result.detached',
      );
    case 'already':
      if (outcome.code === 'DUPLICATE_VARIABLE') return t('variables.addToProject.result.DUPLICATE_VARIABLE');
      if (outcome.code === 'NOT_IN_PROJECT') return t('variables.addToProject.result.NOT_IN_PROJECT');
      return t(
        action === 'attach' ? 'variables.addToProject.result.alreadyIn' : 'variables.addToProject.result.alreadyOut',
      );
    case 'failed': {
      const failed = t(
        action === 'attach' ? 'variables.addToProject.result.notAttached' : 'variables.addToProject.result.notDetached',
      );
      const reason =
        isApiError(outcome.error) && outcome.error.has('TOO_MANY_PLACES_FOR_VARIABLE')
          ? t('variables.addToProject.result.TOO_MANY_PLACES_FOR_VARIABLE')
          : errorText(outcome.error);
      return `${failed} ${reason}`;
    }
  }
}

const MARK = { sending: '…', done: '✓', already: '=', failed: '✗' } as const;
const MARK_COLOR = { sending: 'gray', done: 'teal', already: 'gray', failed: 'red' } as const;

/**
 * What the last run did, variable by variable, and a summary: how many were attached, detached,
 * already as asked, or failed (a failed change stays in the list to be tried again).
 */
export function ChangeResults({ projectId, results, running }: ChangeResultsProps) {
  const t = useMessage();
  const errorText = useErrorText();
  if (results.length === 0) return null;
  const summary = summarize(results);
  const lines = [
    summary.attached > 0 ? t('variables.addToProject.summary.attached', { count: summary.attached }) : null,
    summary.detached > 0 ? t('variables.addToProject.summary.detached', { count: summary.detached }) : null,
    summary.already > 0 ? t('variables.addToProject.summary.already', { count: summary.already }) : null,
    summary.failed > 0 ? t('variables.addToProject.summary.failed', { count: summary.failed }) : null,
  ].filter((line): line is string => line !== null);
  const color = running ? 'gray' : summary.failed > 0 ? 'orange' : 'teal';
  return (
    <Alert
      color={color}
      title={t(running ? 'variables.addToProject.summary.running' : 'variables.addToProject.summary.title')}
      role="status"
      aria-live="polite"
    >
      <Stack gap="sm">
        {running ? null : (
          <Stack gap={2}>
            {lines.map((line) => (
              <Text key={line} size="sm" fw={500}>
                {line}
              </Text>
            ))}
          </Stack>
        )}
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('variables.addToProject.summary.list')}>
          {results.map((result) => (
            <List.Item
              key={result.variable.id}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={MARK_COLOR[result.outcome.state]} aria-hidden>
                  <Text span size="xs" fw={700}>
                    {MARK[result.outcome.state]}
                  </Text>
                </ThemeIcon>
              }
            >
              <Text span size="sm" fw={500}>
                {result.variable.name}
              </Text>
              <Text span size="sm">
                {' — '}
                {outcomeText(result, t, errorText)}
              </Text>
            </List.Item>
          ))}
        </List>
        {running ? null : (
          <AnchorLink size="sm" to="/automatic-variables" search={{ projectId }}>
            {t('variables.addToProject.summary.seeList')}
          </AnchorLink>
        )}
      </Stack>
    </Alert>
  );
}
