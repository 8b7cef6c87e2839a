import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Contact } from '../../../entities/users/contactsApi';

/** The saved column set's table id (src/entities/users/tableColumns.ts, preferences.columns). */
export const CONTACTS_TABLE_ID = 'contacts';

/** A sortable column's id is its server `ordering` field (contactsSearch.ts CONTACT_SORT_FIELDS). */
export const CONTACT_COLUMN_IDS = ['name', 'email', 'creator', 'createdAt', 'actions'] as const;
export const DEFAULT_CONTACT_COLUMN_IDS: readonly string[] = CONTACT_COLUMN_IDS;

const NAME_MAX_WIDTH = 320;
const EMAIL_MAX_WIDTH = 360;

/**
 * spec 001 §3 Contact: name, e-mail, creator, created at (Europe/Paris, spec 001 §9). The
 * actions column only for a user who may manage contacts.
 */
export function useContactColumns(actions: ((contact: Contact) => ReactNode) | null) {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Contact>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const columns: DataTableColumn<Contact>[] = [
      {
        id: 'name',
        header: t('parameters.contacts.column.name'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (contact) => <span>{contact.name}</span>,
      },
      {
        id: 'email',
        header: t('parameters.contacts.column.email'),
        sortable: true,
        maxWidth: EMAIL_MAX_WIDTH,
        cell: (contact) => <span>{contact.email}</span>,
      },
      {
        id: 'creator',
        header: t('parameters.contacts.column.creator'),
        sortable: true,
        cell: (contact) => contact.creator ?? t('common.notSet'),
      },
      {
        id: 'createdAt',
        header: t('parameters.contacts.column.createdAt'),
        sortable: true,
        cell: (contact) => (contact.createdAt ? formatDateTime(contact.createdAt) : t('common.notSet')),
      },
    ];
    if (actions) columns.push({ id: 'actions', header: t('common.actions'), cell: actions });
    return columns;
  }, [intl, actions]);
}
