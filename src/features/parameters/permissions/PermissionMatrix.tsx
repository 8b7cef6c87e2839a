import { Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import type { PermissionName } from '../../../lib/permissions';
import type { Role } from '../../../entities/users/usersApi';
import { useRoleLabel } from '../users/userLabels';
import classes from './PermissionMatrix.module.css';
import { groupPermissions } from './permissionGroups';
import { changedNames, namesOf, type RoleEdits } from './roleEdits';

export interface PermissionMatrixProps {
  roles: readonly Role[];
  edits: RoleEdits;
  /** Given to a super admin only: the cells are then tick boxes. */
  onToggle?: (role: Role, name: PermissionName, granted: boolean) => void;
  /** Roles whose save is running: their boxes wait. */
  savingRoleIds: readonly number[];
}

const GROUPS = groupPermissions();
/** The app shell's header (AppShellLayout), under which the matrix's header row sticks. */
const APP_HEADER_HEIGHT = 56;

/**
 * The roles × permissions matrix (spec 001 §6): a row per named permission with its human label,
 * grouped by area, the view and manage variants one under the other; a narrow column per role.
 * ✓ and — read at a glance; screen readers hear "Granted" or "Not granted". Unsaved ticks are
 * highlighted.
 */
export function PermissionMatrix({ roles, edits, onToggle, savingRoleIds }: PermissionMatrixProps) {
  const t = useMessage();
  const roleLabel = useRoleLabel();
  const held = new Map(roles.map((role) => [role.id, new Set(namesOf(role, edits))]));
  const changed = new Map(roles.map((role) => [role.id, new Set(changedNames(role, edits))]));
  return (
    // The whole matrix in the page, which scrolls: its header row stays in view under the app's header.
    <div className={classes.scroll}>
      <Table
        className={classes.table}
        stickyHeader
        stickyHeaderOffset={APP_HEADER_HEIGHT}
        striped
        highlightOnHover
        verticalSpacing={4}
        aria-label={t('parameters.permissions.table')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.permissionColumn}>
              {t('parameters.permissions.column.permission')}
            </Table.Th>
            {roles.map((role) => (
              <Table.Th
                key={role.id}
                scope="col"
                className={`${classes.roleColumn} ${(changed.get(role.id)?.size ?? 0) > 0 ? classes.changedHeader : ''}`}
              >
                {roleLabel(role.name)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GROUPS.map((group) => (
            <Fragment key={group.area}>
              <Table.Tr className={classes.groupRow}>
                <Table.Th scope="colgroup" colSpan={roles.length + 1}>
                  {t(`parameters.permissions.area.${group.area}`)}
                </Table.Th>
              </Table.Tr>
              {group.names.map((name) => {
                const label = t(`permission.${name}`);
                return (
                  <Table.Tr key={name}>
                    <Table.Th scope="row" fw={400}>
                      <Text size="sm">{label}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {name}
                      </Text>
                    </Table.Th>
                    {roles.map((role) => {
                      const granted = held.get(role.id)?.has(name) ?? false;
                      const isChanged = changed.get(role.id)?.has(name) ?? false;
                      return (
                        <Table.Td key={role.id} className={`${classes.cell} ${isChanged ? classes.changed : ''}`}>
                          {onToggle ? (
                            // A native box: 235 of them must stay light to render and to tick.
                            <input
                              type="checkbox"
                              className={classes.box}
                              checked={granted}
                              disabled={savingRoleIds.includes(role.id)}
                              onChange={(event) => onToggle(role, name, event.currentTarget.checked)}
                              aria-label={t('parameters.permissions.toggle', {
                                permission: label,
                                role: roleLabel(role.name),
                              })}
                            />
                          ) : (
                            <>
                              <span aria-hidden="true" className={granted ? classes.granted : classes.notGranted}>
                                {granted ? '✓' : '—'}
                              </span>
                              <VisuallyHidden>
                                {t(granted ? 'parameters.permissions.granted' : 'parameters.permissions.notGranted')}
                              </VisuallyHidden>
                            </>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
