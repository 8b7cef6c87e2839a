import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { ContactsScreen } from '../../../features/parameters/contacts/ContactsScreen';
import { contactsQueries } from '../../../features/parameters/contacts/contactsQueries';
import { contactsSearchSchema } from '../../../features/parameters/contacts/contactsSearch';

/** spec 001 §2 parameters/contacts: the contacts list; search, sort and page in the URL. */
export const Route = createFileRoute('/_auth/parameters/contacts')({
  staticData: { titleId: 'page.contacts', parent: '/parameters', permission: 'contact_view' },
  validateSearch: contactsSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, contactsQueries(deps.search));
  },
  component: ContactsScreen,
});
