import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Perimeter } from '../../../entities/savings/api';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { useErrorText } from '../../../ui/useErrorText';
import type { CreationState } from './balanceCreation';
import { usePerimeterName } from './usePerimeterName';

export interface CreationProgressProps {
  perimeters: readonly Perimeter[];
  state: CreationState;
  running: boolean;
  onRetry: () => void;
}

type LineState = 'saved' | 'failed' | 'waiting';

/**
 * The perimeters a new balance is made of, each with where its line stands: saved, failed or not
 * sent yet. A failed one is named with the server's reason and can be sent again on its own.
 */
export function CreationProgress({ perimeters, state, running, onRetry }: CreationProgressProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const perimeterName = usePerimeterName();
  const failedId = state.failed?.perimeterId ?? null;
  const failed = perimeters.find((perimeter) => perimeter.id === failedId);
  const lineState = (perimeter: Perimeter): LineState =>
    state.saved[perimeter.id] !== undefined ? 'saved' : perimeter.id === failedId ? 'failed' : 'waiting';
  const colors: Record<LineState, string> = { saved: 'green', failed: 'red', waiting: 'gray' };

  return (
    <Stack gap={6} component="section" aria-label={t('savings.balances.lines')}>
      <Text size="sm" fw={600}>
        {t('savings.balances.lines')}
      </Text>
      {perimeters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('savings.balances.noPerimeter')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {perimeters.map((perimeter) => {
            const lineStatus = lineState(perimeter);
            return (
              <Group key={perimeter.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{perimeterName(perimeter)}</Text>
                <Badge variant="light" color={colors[lineStatus]} c={badgeTextColor(colors[lineStatus])}>
                  {t(`savings.balances.line.${lineStatus}`)}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
      {failed && state.balance ? (
        <Alert color="red" role="alert" title={t('savings.balances.lineFailed', { perimeter: perimeterName(failed) })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(state.failed?.error)}</Text>
            <Text size="sm">{t('savings.balances.lineFailedHelp')}</Text>
            <Button size="xs" loading={running} onClick={onRetry}>
              {t('savings.balances.retryLine', { perimeter: perimeterName(failed) })}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
