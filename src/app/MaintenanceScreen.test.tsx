import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../messages/en.json';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { MaintenanceScreen } from './MaintenanceScreen';

function renderMaintenance(from?: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  render(
    <LocaleProvider initial="en" initialMessages={en}>
      <MantineProvider>
        <MaintenanceScreen from={from} />
      </MantineProvider>
    </LocaleProvider>,
  );
  return assign;
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceScreen', () => {
  it('“Try again” goes back to the refused page with its filters', async () => {
    const assign = renderMaintenance('/events?search=Pompe');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/events?search=Pompe');
  });

  it('goes home without a remembered page, and never to another site', async () => {
    const assign = renderMaintenance('https://evil.example/phish');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/home');
  });
});
