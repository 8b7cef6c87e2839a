import { z } from 'zod';
import { orderingParam, parseOrdering, type ListSort, type SortParams } from '../../../api/listPage';
import { withFilterChange } from '../../../lib/searchParams';
import type { ContactListParams } from '../../../entities/users/contactsApi';

/**
 * The contacts list's URL state (CONVENTIONS "Routes and screens": filters, page and sort are
 * search params, defaults left out). GET contacts filters on name and e-mail (spec 001 §7 "GET
 * with params"); a malformed field from a shared link is dropped rather than refusing the page.
 */

export const CONTACT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_CONTACT_PAGE_SIZE = 50;

/** The `ordering` fields GET contacts sorts on (mocks/handlers/users/contacts.ts). */
export const CONTACT_SORT_FIELDS = ['name', 'email', 'creator', 'createdAt'] as const;

const text = z.string().trim().max(200).optional().catch(undefined);

export const contactsSearchSchema = z.object({
  name: text,
  email: text,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().pipe(z.literal(CONTACT_PAGE_SIZES)).optional().catch(undefined),
  /** Ordering syntax: "name" ascending, "-name" descending. None: the server's own order. */
  sort: z
    .string()
    .refine((value) => (CONTACT_SORT_FIELDS as readonly string[]).includes(parseOrdering(value)?.field ?? ''))
    .optional()
    .catch(undefined),
});
export type ContactsSearch = z.infer<typeof contactsSearchSchema>;

export const CONTACTS_SEARCH_DEFAULTS: Partial<ContactsSearch> = { page: 1, pageSize: DEFAULT_CONTACT_PAGE_SIZE };

/** A filter change goes back to page 1. */
export function withContactsFilter(search: ContactsSearch, patch: Partial<ContactsSearch>): ContactsSearch {
  return withFilterChange(search, patch, CONTACTS_SEARCH_DEFAULTS);
}

export function withContactsSort(search: ContactsSearch, sort: ListSort | null): ContactsSearch {
  return withFilterChange(search, { sort: orderingParam(sort) }, CONTACTS_SEARCH_DEFAULTS);
}

export const contactsSortOf = (search: ContactsSearch): ListSort | null => parseOrdering(search.sort);

/** The GET contacts params of the page on screen. */
export function contactsParamsFrom(search: ContactsSearch): ContactListParams & SortParams {
  const limit = search.pageSize ?? DEFAULT_CONTACT_PAGE_SIZE;
  const params: ContactListParams & SortParams = { limit, offset: ((search.page ?? 1) - 1) * limit };
  if (search.name) params.name = search.name;
  if (search.email) params.email = search.email;
  if (search.sort) params.ordering = search.sort;
  return params;
}
