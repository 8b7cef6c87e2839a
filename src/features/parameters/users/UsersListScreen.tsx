import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission, isSuperuser } from '../../../lib/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { ListTable } from '../../../entities/users/ListTable';
import { usersResource, type User } from '../../../entities/users/usersApi';
import { CreateUserDialog, NEW_USER_FORM_ID } from './CreateUserDialog';
import { DEFAULT_USER_COLUMN_IDS, USER_COLUMN_IDS, USERS_TABLE_ID, useUserColumns } from './userColumns';
import { userName } from './userLabels';
import { usersListQuery } from './usersListQueries';
import { usersListSearch } from './usersListSearch';
import { UserRowActions } from './UserRowActions';
import { UsersFilters } from './UsersFilters';

const columnSet = { tableId: USERS_TABLE_ID, columnIds: USER_COLUMN_IDS, defaultColumnIds: DEFAULT_USER_COLUMN_IDS };
const rowKey = (user: User) => user.id;

const route = getRouteApi('/_auth/parameters/users/');

/**
 * spec 001 §2 parameters/users: the users (name, e-mail, role, client, type), filtered, sorted and
 * paged by the server, every choice in the URL. With user_manage: New user (a dialog), and per row
 * edit and delete with confirmation; a delete lowers the count at once (spec 001 §4).
 */
export function UsersListScreen(): ReactElement {
  const view = listView(usersListSearch, useRouteSearch(route.useSearch()));
  const t = useMessage();
  const me = useCurrentUser();
  const canManage = hasPermission(me, 'user_manage');
  const meSuperuser = isSuperuser({ isSuperuser: me.isSuperuser, roles: roleNames(me) });
  const myId = me.id;
  const list = useQueryRegion(usersListQuery(view.search));
  // A draft of a new user left by a reload opens the dialog again, with what was typed.
  const [creating, setCreating] = useState(useHasDraft(NEW_USER_FORM_ID));
  const remove = usersResource.useRemove();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const busyId = remove.isPending ? remove.variables : null;

  // The API refuses deleting oneself, and a super admin by anyone but a super admin: not offered.
  const actions = useCallback(
    (user: User) => {
      const deletable =
        user.id !== myId && (meSuperuser || !isSuperuser({ isSuperuser: user.isSuperuser, roles: roleNames(user) }));
      return <UserRowActions user={user} busy={busyId === user.id} askDelete={deletable ? setToDelete : null} />;
    },
    [busyId, myId, meSuperuser],
  );
  const columns = useUserColumns(canManage ? actions : null);

  return (
    <Stack gap="md">
      <UsersFilters search={view.search} onFilter={view.setFilter} onReset={view.clearFilters} />
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('parameters.users.table')}
        what={t('parameters.users.region')}
        countText={(count) => t('parameters.users.count', { count })}
        emptyText={t('parameters.users.empty')}
        aside={canManage ? <Button onClick={() => setCreating(true)}>{t('parameters.users.new')}</Button> : null}
      />
      {creating && canManage ? <CreateUserDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('parameters.users.delete.title')}
        message={t('parameters.users.delete.message', { name: toDelete ? userName(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
