import { Badge, Button, CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { isNoOp, type PendingChange } from './attachChanges';

interface PendingChangesPanelProps {
  projectId: number;
  changes: readonly PendingChange[];
  restored: boolean;
  running: boolean;
  onRemove: (change: PendingChange) => void;
  onApply: () => void;
  onDiscard: () => void;
}

/** The changes chosen so far, each removable, and the one button that sends them. */
export function PendingChangesPanel(props: PendingChangesPanelProps) {
  const { projectId, changes, restored, running, onRemove, onApply, onDiscard } = props;
  const t = useMessage();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('variables.addToProject.changes.title')}
        </Title>
        {restored ? (
          <Text size="sm" role="status">
            {t('variables.addToProject.changes.restored')}
          </Text>
        ) : null}
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('variables.addToProject.changes.none')}
          </Text>
        ) : (
          <List listStyleType="none" spacing={6} aria-label={t('variables.addToProject.changes.list')}>
            {changes.map((change) => {
              const color = change.action === 'attach' ? 'blue' : 'orange';
              return (
                <List.Item key={change.variable.id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge variant="outline" color={color} c={badgeTextColor(color)} tt="none" style={{ flex: 'none' }}>
                      {t(
                        change.action === 'attach'
                          ? 'variables.addToProject.state.toAttach'
                          : 'variables.addToProject.state.toDetach',
                      )}
                    </Badge>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" title={change.variable.name} lineClamp={2}>
                        {change.variable.name}
                      </Text>
                      {isNoOp(change, projectId) ? (
                        <Text size="xs" c="dimmed">
                          {t(
                            change.action === 'attach'
                              ? 'variables.addToProject.changes.alreadyIn'
                              : 'variables.addToProject.changes.alreadyOut',
                          )}
                        </Text>
                      ) : null}
                    </Stack>
                    <CloseButton
                      size="sm"
                      disabled={running}
                      aria-label={t('variables.addToProject.changes.remove', { name: change.variable.name })}
                      onClick={() => onRemove(change)}
                    />
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        <Group gap="xs">
          <Button onClick={onApply} loading={running} disabled={changes.length === 0}>
            {t('variables.addToProject.changes.apply', { count: changes.length })}
          </Button>
          <Button variant="default" onClick={onDiscard} disabled={changes.length === 0 || running}>
            {t('variables.addToProject.changes.discard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
