import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { User } from '../../../entities/users/usersApi';
import { userName, useRoleLabel } from './userLabels';

/** The users table's column set (spec 001 §2 list columns); a sortable column's id is its `ordering` field. */
export const USER_COLUMN_IDS = ['name', 'email', 'role', 'client', 'type', 'actions'] as const;
export const DEFAULT_USER_COLUMN_IDS: readonly string[] = USER_COLUMN_IDS;
export const USERS_TABLE_ID = 'users';

function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

/** The columns in the user's language; `actions` null without user_manage (the column is left out). */
export function useUserColumns(actions: ((user: User) => ReactNode) | null): DataTableColumn<User>[] {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  return useMemo(() => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: DataTableColumn<User>[] = [
      {
        id: 'name',
        header: t('parameters.users.column.name'),
        sortable: true,
        maxWidth: 240,
        cell: (user) => (
          <Link to="/parameters/users/$userId/main-informations" params={{ userId: user.id }}>
            {userName(user)}
          </Link>
        ),
      },
      {
        id: 'email',
        header: t('parameters.users.column.email'),
        sortable: true,
        maxWidth: 300,
        cell: (user) => <Named text={user.email} />,
      },
      {
        id: 'role',
        header: t('parameters.users.column.role'),
        sortable: true,
        cell: (user) => user.roles.map((role) => roleLabel(role.name)).join(', '),
      },
      {
        id: 'client',
        header: t('parameters.users.column.client'),
        sortable: true,
        maxWidth: 220,
        cell: (user) => (user.client ? <Named text={user.client.name} /> : '—'),
      },
      {
        id: 'type',
        header: t('parameters.users.column.type'),
        sortable: true,
        cell: (user) => {
          const color = user.isExternal ? 'orange' : 'blue';
          return (
            <Badge variant="light" color={color} c={badgeTextColor(color)}>
              {t(user.isExternal ? 'parameters.users.type.external' : 'parameters.users.type.internal')}
            </Badge>
          );
        },
      },
    ];
    if (actions) columns.push({ id: 'actions', header: t('common.actions'), cell: actions });
    return columns;
  }, [intl, roleLabel, actions]);
}
