import type { ScreenQueries } from '../../../api/prefetchQueries';
import { usersResource } from '../../../entities/users/usersApi';
import { usersListSearch, type UsersListSearch } from './usersListSearch';

/** The page on screen, under the users' list key: a create, edit or delete updates it in place. */
export const usersListQuery = (search: UsersListSearch) => usersResource.listQuery(usersListSearch.params(search));

export function usersListQueries(search: UsersListSearch): ScreenQueries {
  return { list: usersListQuery(search) };
}
