import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission, isSuperuser } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useHasDraft } from '../../../ui/forms/useDraftForm';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { usersResource, type User } from '../../../entities/users/usersApi';
import { CreateUserDialog, NEW_USER_FORM_ID } from './CreateUserDialog';
import { DEFAULT_USER_COLUMN_IDS, USER_COLUMN_IDS, USERS_TABLE_ID, useUserColumns } from './userColumns';
import { userName } from './userLabels';
import { usersListQuery } from './usersListQueries';
import {
  DEFAULT_USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USERS_LIST_SEARCH_DEFAULTS,
  usersSortOf,
  withoutUsersFilters,
  withUsersFilter,
  withUsersSort,
  type UsersListSearch,
} from './usersListSearch';
import { UserRowActions } from './UserRowActions';
import { UsersFilters } from './UsersFilters';

export interface UsersListScreenProps {
  search: UsersListSearch;
  onSearchChange: (next: UsersListSearch, options?: { replace?: boolean }) => void;
}

const PAGE_SIZES = [...USER_PAGE_SIZES];
const rowKey = (user: User) => user.id;

/**
 * spec 001 §2 parameters/users: the users (name, e-mail, role, client, type), filtered, sorted and
 * paged by the server, every choice in the URL. With user_manage: New user (a dialog), and per row
 * edit and delete with confirmation; a delete lowers the count at once (spec 001 §4).
 */
export function UsersListScreen({ search, onSearchChange }: UsersListScreenProps) {
  const t = useMessage();
  const me = useCurrentUser();
  const canManage = hasPermission(me, 'user_manage');
  const meSuperuser = isSuperuser({ isSuperuser: me.isSuperuser, roles: roleNames(me) });
  const myId = me.id;
  const columnChoice = useTableColumns(USERS_TABLE_ID, DEFAULT_USER_COLUMN_IDS, USER_COLUMN_IDS);
  const list = useQueryRegion(usersListQuery(search));
  const page = list.data;
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
  const go = (next: UsersListSearch) => onSearchChange(cleanSearch(next, USERS_LIST_SEARCH_DEFAULTS));

  return (
    <Stack gap="md">
      <UsersFilters
        search={search}
        onFilter={(patch, options) => onSearchChange(withUsersFilter(search, patch), options)}
        onReset={() => go(withoutUsersFilters(search))}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {page ? t('parameters.users.count', { count: page.total_count }) : null}
        </Text>
        {canManage ? <Button onClick={() => setCreating(true)}>{t('parameters.users.new')}</Button> : null}
      </Group>
      <DataTable
        label={t('parameters.users.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_USER_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        sort={usersSortOf(search)}
        onSortChange={(sort) => onSearchChange(withUsersSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_USER_PAGE_SIZE,
          total: page?.total_count ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) =>
            go({ ...search, pageSize: USER_PAGE_SIZES.find((known) => known === size), page: undefined }),
        }}
        region={{ status: list, what: t('parameters.users.region') }}
        emptyText={t('parameters.users.empty')}
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
