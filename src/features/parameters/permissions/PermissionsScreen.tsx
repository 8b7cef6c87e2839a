import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { isSuperuser, type PermissionName } from '../../../lib/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { permissionsQuery, rolesResource, type Role } from '../../../entities/users/usersApi';
import { useRoleLabel } from '../users/userLabels';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleChangesBar } from './RoleChangesBar';
import { changedNames, toggled, withoutRole, type RoleEdits } from './roleEdits';

/**
 * spec 001 §2 parameters/permissions: the roles × named permissions matrix (GET roles, GET
 * permissions and its count). A super admin ticks a role's permissions and saves the role
 * (PUT roles/{id} with its full list; its users get them at once, and the current user is
 * reloaded: src/entities/refreshes.ts); everyone else reads it.
 */
export function PermissionsScreen() {
  const t = useMessage();
  const roleLabel = useRoleLabel();
  const me = useCurrentUser();
  const canEdit = isSuperuser({ isSuperuser: me.isSuperuser, roles: roleNames(me) });
  const roles = useQueryRegion(rolesResource.listQuery());
  const catalogue = useQuery(permissionsQuery.query());
  const update = rolesResource.useUpdate();
  // Not a zod form: each role of the grid saves on its own (PUT roles/{id}); of the kit, the leave guard.
  const [edits, setEdits] = useState<RoleEdits>({});
  const [saving, setSaving] = useState<readonly number[]>([]);
  const [errors, setErrors] = useState<Readonly<Record<number, unknown>>>({});
  const [savedRole, setSavedRole] = useState<string | null>(null);
  const dirty = Object.keys(edits).length > 0;
  const blocker = useUnsavedChangesBlocker(dirty);

  const idOf = (name: string) => catalogue.data?.data.find((permission) => permission.name === name)?.id;
  const save = (role: Role) => {
    const names = edits[role.id];
    if (!names) return;
    setSaving((ids) => [...ids, role.id]);
    setErrors((current) => ({ ...current, [role.id]: null }));
    setSavedRole(null);
    update.mutate(
      { id: role.id, input: { permissions: names.map((name) => ({ id: idOf(name) ?? null, name })) } },
      {
        onSuccess: () => {
          setEdits((current) => withoutRole(current, role.id));
          setSavedRole(roleLabel(role.name));
        },
        onError: (error) => setErrors((current) => ({ ...current, [role.id]: error })),
        onSettled: () => setSaving((ids) => ids.filter((id) => id !== role.id)),
      },
    );
  };
  const toggle = (role: Role, name: PermissionName, granted: boolean) =>
    setEdits((current) => toggled(role, current, name, granted));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="sm">
        <Text size="sm" c="dimmed">
          {t('parameters.permissions.intro')}
        </Text>
        <Text size="sm" fw={500}>
          {catalogue.data ? t('parameters.permissions.count', { count: catalogue.data.total_count }) : null}
        </Text>
      </Group>
      {canEdit ? null : <Text size="sm">{t('parameters.permissions.readOnly')}</Text>}
      <Text role="status" size="sm" c="var(--mantine-color-green-text)">
        {savedRole ? t('parameters.permissions.saved', { role: savedRole }) : null}
      </Text>
      <DataRegion region={roles} what={t('parameters.permissions.region.roles')}>
        {(page) => (
          <Stack gap="md">
            {canEdit ? (
              <RoleChangesBar
                changes={page.data
                  .map((role) => ({
                    role,
                    count: changedNames(role, edits).length,
                    saving: saving.includes(role.id),
                    error: errors[role.id] ?? null,
                  }))
                  .filter((change) => change.count > 0)}
                onSave={save}
                onDiscard={(role) => setEdits((current) => withoutRole(current, role.id))}
              />
            ) : null}
            <PermissionMatrix
              roles={page.data}
              edits={edits}
              onToggle={canEdit ? toggle : undefined}
              savingRoleIds={saving}
            />
          </Stack>
        )}
      </DataRegion>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('parameters.permissions.leave.title')}
        message={t('parameters.permissions.leave.message')}
        confirmLabel={t('parameters.permissions.leave.confirm')}
        danger
        onCancel={blocker.stay}
        onConfirm={blocker.leave}
      />
    </Stack>
  );
}
