import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApiClient } from '../../test/mockApiClient';
import { renderWithApp } from '../../test/renderWithApp';
import { screenTestPage, screenTestRoutes } from '../../test/screenTestRoutes';
import { RouteTab, RouteTabs } from './RouteTabs';

await setupMockApiClient('u2');

function Sections({ clientId }: { clientId: string }) {
  return (
    <RouteTabs label="Client sections">
      <RouteTab to="/parameters/clients/$clientId/main-informations" params={{ clientId: Number(clientId) }}>
        Main
      </RouteTab>
      <RouteTab to="/parameters/clients/$clientId/places" params={{ clientId: Number(clientId) }}>
        Sites
      </RouteTab>
    </RouteTabs>
  );
}

const routes = () =>
  screenTestRoutes(
    ['main-informations', 'places'].map((tab) =>
      screenTestPage({
        path: `parameters/clients/$clientId/${tab}`,
        render: () => <p>{tab}</p>,
        layout: (page) => (
          <>
            <Sections clientId="1" />
            {page}
          </>
        ),
      }),
    ),
  );

describe('RouteTabs', () => {
  it('lists each section as a link, marks the current one and follows the others', async () => {
    await renderWithApp(routes(), { url: '/parameters/clients/1/main-informations' });
    const nav = await screen.findByRole('navigation', { name: 'Client sections' });
    expect(within(nav).getByRole('link', { name: 'Main' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sites' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'Sites' }));
    expect(await screen.findByText('places')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/parameters/clients/1/places');
    const after = screen.getByRole('navigation', { name: 'Client sections' });
    expect(within(after).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('link', { name: 'Main' })).not.toHaveAttribute('aria-current');
  });
});
