import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState, type ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { contactsResource, type Contact } from '../../../entities/users/contactsApi';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ListTable } from '../../../entities/users/ListTable';
import { CONTACT_COLUMN_IDS, CONTACTS_TABLE_ID, DEFAULT_CONTACT_COLUMN_IDS, useContactColumns } from './contactColumns';
import { ContactDialog } from './ContactDialog';
import { ContactRowActions } from './ContactRowActions';
import { contactsListQuery, hiddenContactsQuery, isHiddenContact } from './contactsQueries';
import { contactsSearch } from './contactsSearch';

const columnSet = {
  tableId: CONTACTS_TABLE_ID,
  columnIds: CONTACT_COLUMN_IDS,
  defaultColumnIds: DEFAULT_CONTACT_COLUMN_IDS,
};
const rowKey = (contact: Contact) => contact.id;
const typing = { replace: true } as const;

/** The dialog on screen: a new contact, or the one edited. */
type Editing = { contact: Contact | null } | null;

const route = getRouteApi('/_auth/parameters/contacts');

/**
 * parameters/contacts (spec 001 §2, §3 Contact, §7 "Contacts"): the people alerts and reports
 * notify, searched by name and e-mail, sorted and paged by the server. With contact_manage: add
 * and edit in a dialog, delete after a confirmation; a delete lowers the count by one at once
 * (the resource's cache rule, spec 001 §4). Without it: the list only.
 */
export function ContactsScreen(): ReactElement {
  const view = listView(contactsSearch, useRouteSearch(route.useSearch()));
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'contact_manage');
  const list = useQueryRegion(contactsListQuery(view.search));
  // The hidden test clients' contacts are never shown, nor counted (spec 000 §6).
  const hidden = hiddenNamesFromConfig();
  const hiddenMatches = useQuery(hiddenContactsQuery(contactsSearch.filterParams(view.search), hidden));
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

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end">
          <DebouncedTextFilter
            label={t('parameters.contacts.filter.name')}
            value={view.search.name}
            onSearch={(name) => view.setFilter({ name: name || undefined }, typing)}
            w={220}
          />
          <DebouncedTextFilter
            label={t('parameters.contacts.filter.email')}
            value={view.search.email}
            onSearch={(email) => view.setFilter({ email: email || undefined }, typing)}
            w={260}
          />
        </Group>
        {canManage ? (
          <Button onClick={() => setEditing({ contact: null })}>{t('parameters.contacts.new')}</Button>
        ) : null}
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((contact) => !isHiddenContact(contact, hidden))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('parameters.contacts.table')}
        what={t('parameters.contacts.region')}
        countText={(count) => t('parameters.contacts.count', { count })}
        emptyText={t(view.filtered ? 'parameters.contacts.emptyFiltered' : 'parameters.contacts.empty')}
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
