import { createFileRoute } from '@tanstack/react-router';
import { ColorSchemeOverride } from '../../../app/colorScheme';
import { WallScreen } from '../../../features/explorer/wall/WallScreen';
import { parseWallSearch } from '../../../features/explorer/wall/wallSearch';

/**
 * The wall display: chosen dashboards in turn, full window, without the navigation and header
 * (`bare`), signed in like every other page so that the session, its refresh and the live
 * connection keep it current. A link's `theme` shows it in those colours whatever the account's
 * own choice, which comes back when the wall is left.
 */
export const Route = createFileRoute('/_auth/data-explorer/wall')({
  staticData: { titleId: 'page.wall', permission: 'data_explorer_view', bare: true },
  validateSearch: parseWallSearch,
  component: WallRoute,
});

function WallRoute() {
  const { theme } = Route.useSearch();
  return (
    <ColorSchemeOverride scheme={theme}>
      <WallScreen />
    </ColorSchemeOverride>
  );
}
