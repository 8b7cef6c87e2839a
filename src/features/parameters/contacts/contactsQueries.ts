import { queryOptions } from '@tanstack/react-query';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { keyUnder } from '../../../api/querySource';
import { clientsResource } from '../../../entities/structure/api';
import { isHiddenClient, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import { contactsResource, type Contact, type ContactListParams } from '../../../entities/users/contactsApi';
import { contactsSearch, type ContactsSearch } from './contactsSearch';

/** The page on screen, under the resource's list key: its writes' cache rules reach it (spec 001 §4). */
export const contactsListQuery = (search: ContactsSearch) => contactsResource.listQuery(contactsSearch.params(search));

/** What the route's loader prefetches. */
export const contactsQueries = (search: ContactsSearch): ScreenQueries => ({ list: contactsListQuery(search) });

/** A contact of a hidden test client (spec 000 §6): the list never shows it. */
export const isHiddenContact = (contact: Contact, hidden: HiddenNames) => isHiddenClient(hidden, contact.client?.name);

/**
 * How many contacts matching `filters` belong to the hidden test clients, so that the count and the
 * pager tell the shown ones: one one-row read per hidden client.
 */
export function hiddenContactsQuery(filters: ContactListParams, hidden: HiddenNames) {
  return queryOptions({
    queryKey: keyUnder(contactsResource, 'hidden-matches', filters, hidden),
    queryFn: async ({ client, signal }) => {
      const clients = await client.fetchQuery(clientsResource.listQuery());
      const ids = clients.data.filter((row) => isHiddenClient(hidden, row.name)).map((row) => row.id);
      const pages = await Promise.all(
        ids.map((clientId) => contactsResource.list({ ...filters, clientId, limit: 1, offset: 0 }, signal)),
      );
      return pages.reduce((sum, page) => sum + page.total_count, 0);
    },
  });
}
