import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { ContactListParams } from '../../../entities/users/contactsApi';

/**
 * The contacts list's URL state (CONVENTIONS "Routes and screens": filters, page and sort are
 * search params, defaults left out). GET contacts filters on name and e-mail (spec 001 §7 "GET
 * with params"); a malformed field from a shared link is dropped rather than refusing the page.
 */

const text = z.string().trim().max(200).optional().catch(undefined);

export const contactsSearch = defineListSearch({
  filters: { name: text, email: text },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  /** The `ordering` fields GET contacts sorts on (mocks/handlers/users/contacts.ts). */
  sortFields: ['name', 'email', 'creator', 'createdAt'],
  filterParams: (search): ContactListParams => {
    const params: ContactListParams = {};
    if (search.name) params.name = search.name;
    if (search.email) params.email = search.email;
    return params;
  },
});

export const contactsSearchSchema = contactsSearch.schema;
export type ContactsSearch = ListSearchOf<typeof contactsSearch>;
