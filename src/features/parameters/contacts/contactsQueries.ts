import type { ScreenQueries } from '../../../api/prefetchQueries';
import { contactsResource } from '../../../entities/users/contactsApi';
import { contactsSearch, type ContactsSearch } from './contactsSearch';

/** The page on screen, under the resource's list key: its writes' cache rules reach it (spec 001 §4). */
export const contactsListQuery = (search: ContactsSearch) => contactsResource.listQuery(contactsSearch.params(search));

/** What the route's loader prefetches. */
export const contactsQueries = (search: ContactsSearch): ScreenQueries => ({ list: contactsListQuery(search) });
