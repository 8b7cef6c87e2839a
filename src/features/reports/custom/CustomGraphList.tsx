import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { moveItem, type CustomGraphValue } from './customForm';

export interface CustomGraphListProps {
  graphs: CustomGraphValue[];
  onChange: (graphs: CustomGraphValue[]) => void;
  disabled?: boolean;
}

/**
 * The report's graphs in print order: each with its comment, moved up or down or removed by
 * buttons (keyboard reachable, named after the graph).
 */
export function CustomGraphList({ graphs, onChange, disabled = false }: CustomGraphListProps) {
  const t = useMessage();
  if (graphs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('report.custom.graphs.none')}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      aria-label={t('report.custom.graphs.order')}
      style={{ listStyle: 'none' }}
    >
      {graphs.map((graph, index) => (
        <Paper key={graph.graphId} component="li" withBorder radius="sm" p="xs">
          <Group gap="sm" wrap="nowrap" align="end">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {index + 1}. {graph.graphName}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  ({graph.dashboardName})
                </Text>
              </Text>
              <TextInput
                size="xs"
                aria-label={t('report.custom.graphs.commentOf', { name: graph.graphName })}
                placeholder={t('report.custom.graphs.commentPlaceholder')}
                value={graph.comment}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    graphs.map((row, at) => (at === index ? { ...row, comment: event.currentTarget.value } : row)),
                  )
                }
              />
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t('report.custom.graphs.up', { name: graph.graphName })}
                disabled={disabled || index === 0}
                onClick={() => onChange(moveItem(graphs, index, -1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t('report.custom.graphs.down', { name: graph.graphName })}
                disabled={disabled || index === graphs.length - 1}
                onClick={() => onChange(moveItem(graphs, index, 1))}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                aria-label={t('report.custom.graphs.remove', { name: graph.graphName })}
                disabled={disabled}
                onClick={() => onChange(graphs.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
