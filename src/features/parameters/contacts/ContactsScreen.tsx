import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { contactsResource, type Contact } from '../../../entities/users/contactsApi';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { CONTACT_COLUMN_IDS, CONTACTS_TABLE_ID, DEFAULT_CONTACT_COLUMN_IDS, useContactColumns } from './contactColumns';
import { ContactDialog } from './ContactDialog';
import { ContactRowActions } from './ContactRowActions';
import { contactsListQuery } from './contactsQueries';
import {
  CONTACT_PAGE_SIZES,
  CONTACTS_SEARCH_DEFAULTS,
  contactsSortOf,
  DEFAULT_CONTACT_PAGE_SIZE,
  withContactsFilter,
  withContactsSort,
  type ContactsSearch,
} from './contactsSearch';

const PAGE_SIZES = [...CONTACT_PAGE_SIZES];
const rowKey = (contact: Contact) => contact.id;
const isPageSize = (size: number) => CONTACT_PAGE_SIZES.find((known) => known === size);

export interface ContactsScreenProps {
  search: ContactsSearch;
  onSearchChange: (next: ContactsSearch, options?: { replace?: boolean }) => void;
}

/** The dialog on screen: a new contact, or the one edited. */
type Editing = { contact: Contact | null } | null;

/**
 * parameters/contacts (spec 001 §2, §3 Contact, §7 "Contacts"): the people alerts and reports
 * notify, searched by name and e-mail, sorted and paged by the server. With contact_manage: add
 * and edit in a dialog, delete after a confirmation; a delete lowers the count by one at once
 * (the resource's cache rule, spec 001 §4). Without it: the list only.
 */
export function ContactsScreen({ search, onSearchChange }: ContactsScreenProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'contact_manage');
  const columnChoice = useTableColumns(CONTACTS_TABLE_ID, DEFAULT_CONTACT_COLUMN_IDS, CONTACT_COLUMN_IDS);
  const list = useQueryRegion(contactsListQuery(search));
  const page = list.data;
  const remove = contactsResource.useRemove();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);

  const actions = useCallback(
    (contact: Contact) => (
      <ContactRowActions
        contact={contact}
        onEdit={(edited) => setEditing({ contact: edited })}
        onDelete={setToDelete}
      />
    ),
    [],
  );
  const columns = useContactColumns(canManage ? actions : null);
  const go = (next: ContactsSearch) => onSearchChange(cleanSearch(next, CONTACTS_SEARCH_DEFAULTS));
  const filter = (patch: Partial<ContactsSearch>) =>
    onSearchChange(withContactsFilter(search, patch), { replace: true });
  const filtered = Boolean(search.name || search.email);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end">
          <DebouncedTextFilter
            label={t('parameters.contacts.filter.name')}
            value={search.name}
            onSearch={(name) => filter({ name: name || undefined })}
            w={220}
          />
          <DebouncedTextFilter
            label={t('parameters.contacts.filter.email')}
            value={search.email}
            onSearch={(email) => filter({ email: email || undefined })}
            w={260}
          />
        </Group>
        {canManage ? (
          <Button onClick={() => setEditing({ contact: null })}>{t('parameters.contacts.new')}</Button>
        ) : null}
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('parameters.contacts.count', { count: page.total_count }) : null}
      </Text>
      <DataTable
        label={t('parameters.contacts.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_CONTACT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        sort={contactsSortOf(search)}
        onSortChange={(sort) => onSearchChange(withContactsSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_CONTACT_PAGE_SIZE,
          total: page?.total_count ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('parameters.contacts.region') }}
        emptyText={t(filtered ? 'parameters.contacts.emptyFiltered' : 'parameters.contacts.empty')}
      />
      {editing ? (
        <ContactDialog key={editing.contact?.id ?? 'new'} contact={editing.contact} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('parameters.contacts.delete.title')}
        message={t('parameters.contacts.delete.message', { name: toDelete?.name ?? '', email: toDelete?.email ?? '' })}
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
