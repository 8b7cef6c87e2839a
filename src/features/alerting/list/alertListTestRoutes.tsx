import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { AlertListScreen } from './AlertListScreen';
import { alertListSearchSchema } from './alertListSearch';

/** The alert list at its path ('/alerting-config/'), for the component tests; the editors are empty pages. */
export function alertListTestRoutes() {
  return screenTestRoutes([
    screenTestPage({
      path: 'alerting-config/',
      validateSearch: (search) => alertListSearchSchema.parse(search),
      render: ({ search, onSearchChange }) => <AlertListScreen search={search} onSearchChange={onSearchChange} />,
    }),
  ]);
}
