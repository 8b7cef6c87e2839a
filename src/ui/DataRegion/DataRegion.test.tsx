import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import { ApiError } from '../../api/apiError';
import type { QueryRegion } from '../../api/queryRegion';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { DataRegion } from './DataRegion';

function renderRegion(region: QueryRegion<string[]>, locale: 'en' | 'fr' = 'en') {
  return render(
    <LocaleProvider initial={locale} initialMessages={locale === 'en' ? en : fr}>
      <MantineProvider>
        <DataRegion
          region={region}
          what={locale === 'en' ? 'the pending events' : 'les événements à traiter'}
          isEmpty={(items) => items.length === 0}
          empty={<p>No event to handle.</p>}
        >
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </DataRegion>
      </MantineProvider>
    </LocaleProvider>,
  );
}

const serverError = new ApiError(500, ['ERROR']);

describe('DataRegion', () => {
  it('says it is still loading once loading is slow', () => {
    const { rerender } = renderRegion({ state: 'loading', data: undefined, slow: false });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument();
    rerender(
      <LocaleProvider initial="en" initialMessages={en}>
        <MantineProvider>
          <DataRegion region={{ state: 'loading', data: undefined, slow: true }} what="the pending events">
            {() => null}
          </DataRegion>
        </MantineProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText('Still loading… the server is taking longer than usual.')).toBeInTheDocument();
  });

  it('shows the empty text only for an empty result', () => {
    renderRegion({ state: 'ready', data: [], refreshing: false, slow: false });
    expect(screen.getByText('No event to handle.')).toBeInTheDocument();
  });

  it('shows a failed read as a failure with its reason and Retry, never as the empty text', async () => {
    const retry = vi.fn();
    renderRegion({ state: 'failed', data: undefined, error: serverError, retry });
    expect(screen.getByText('Could not load the pending events.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('No event to handle.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading the pending events' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps older data of the same read with a discreet “could not refresh” line', async () => {
    const retry = vi.fn();
    renderRegion({
      state: 'stale',
      data: ['Pompe P2 – surchauffe'],
      error: serverError,
      retry,
      updatedAt: Date.UTC(2026, 10, 23, 9, 5),
    });
    expect(screen.getByText('Pompe P2 – surchauffe')).toBeInTheDocument();
    expect(screen.getByText('Could not refresh: shown as of 10:05 AM.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading the pending events' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks French', () => {
    renderRegion({ state: 'failed', data: undefined, error: serverError, retry: vi.fn() }, 'fr');
    expect(screen.getByText('Impossible de charger les événements à traiter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer de charger les événements à traiter' })).toBeInTheDocument();
  });
});
