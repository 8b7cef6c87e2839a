import { useComputedColorScheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithApp';
import { accountColorSchemeToApply, ColorSchemeOverride } from './colorScheme';

function Probe() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [wall, setWall] = useState(true);
  return (
    <>
      <output>{scheme}</output>
      <button type="button" onClick={() => setWall(false)}>
        leave
      </button>
      {wall ? <ColorSchemeOverride scheme="dark" /> : null}
    </>
  );
}

afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

describe('ColorSchemeOverride (a wall display’s theme=dark)', () => {
  it('shows its scheme while mounted, then the user’s own again, which it never changes', async () => {
    window.localStorage.setItem('wattsight.colorScheme', 'light');
    renderWithProviders(<Probe />);
    expect(await screen.findByText('dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await screen.findByText('light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(window.localStorage.getItem('wattsight.colorScheme')).toBe('light');
  });
});

describe('the scheme saved with the account', () => {
  it('is applied when it is a scheme other than the one shown', () => {
    expect(accountColorSchemeToApply('dark', 'light')).toBe('dark');
    expect(accountColorSchemeToApply('auto', 'dark')).toBe('auto');
    expect(accountColorSchemeToApply('dark', 'dark')).toBeNull();
    expect(accountColorSchemeToApply(null, 'dark')).toBeNull();
    expect(accountColorSchemeToApply('sepia', 'light')).toBeNull();
  });
});
