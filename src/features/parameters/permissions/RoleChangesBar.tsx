import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isApiError } from '../../../api/apiError';
import { useMessage } from '../../../i18n/useMessage';
import { useErrorText } from '../../../ui/useErrorText';
import type { Role } from '../../../entities/users/usersApi';
import { useRoleLabel } from '../users/userLabels';

export interface RoleChange {
  role: Role;
  count: number;
  saving: boolean;
  /** The last save's refusal, kept until the next try. */
  error: unknown;
}

export interface RoleChangesBarProps {
  changes: readonly RoleChange[];
  onSave: (role: Role) => void;
  onDiscard: (role: Role) => void;
}

/**
 * The roles with unsaved ticks, each with its own Save and Discard (PUT roles/{id} is per role).
 * A refusal is explained in words: NEEDS_SUPERUSER and PERMISSION_DENIED say who may do it.
 */
export function RoleChangesBar({ changes, onSave, onDiscard }: RoleChangesBarProps) {
  const t = useMessage();
  const roleLabel = useRoleLabel();
  const errorText = useErrorText();
  if (changes.length === 0) return null;
  const explain = (role: string, error: unknown) => {
    const code = isApiError(error) ? error.code : null;
    if (code === 'NEEDS_SUPERUSER') return t('parameters.permissions.error.NEEDS_SUPERUSER', { role });
    if (code === 'PERMISSION_DENIED') return t('parameters.permissions.error.PERMISSION_DENIED', { role });
    return t('parameters.permissions.error.other', { role, reason: errorText(error) });
  };
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--app-surface-warning)">
      <Stack gap="xs">
        <Text size="sm">{t('parameters.permissions.unsaved')}</Text>
        {changes.map(({ role, count, saving, error }) => {
          const label = roleLabel(role.name);
          return (
            <Stack key={role.id} gap={4}>
              <Group gap="sm" wrap="wrap">
                <Text size="sm" fw={600} miw={120}>
                  {label}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('parameters.permissions.changes', { count })}
                </Text>
                <Button size="compact-sm" loading={saving} onClick={() => onSave(role)}>
                  {t('parameters.permissions.save', { role: label })}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={saving}
                  onClick={() => onDiscard(role)}
                  aria-label={t('parameters.permissions.discard', { role: label })}
                >
                  {t('parameters.permissions.discardShort')}
                </Button>
              </Group>
              {error ? (
                <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
                  {explain(label, error)}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
