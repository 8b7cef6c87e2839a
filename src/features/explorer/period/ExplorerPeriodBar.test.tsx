import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../../messages/en.json';
import { LocaleProvider } from '../../../i18n/LocaleProvider';
import { ExplorerPeriodBar, type ExplorerPeriodBarProps } from './ExplorerPeriodBar';

function renderBar(props: Partial<ExplorerPeriodBarProps> = {}) {
  const onChange = vi.fn();
  const onOverlayChange = vi.fn();
  render(
    <LocaleProvider initial="en" initialMessages={en}>
      <MantineProvider>
        <ExplorerPeriodBar
          value={null}
          onChange={onChange}
          overlay={undefined}
          onOverlayChange={onOverlayChange}
          {...props}
        />
      </MantineProvider>
    </LocaleProvider>,
  );
  return { onChange, onOverlayChange };
}

describe('ExplorerPeriodBar', () => {
  it('offers the shortcuts of the shared period picker', async () => {
    const { onChange } = renderBar();
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Last 7 days/ }));
    expect(onChange).toHaveBeenCalledWith({ shortcut: 'J-7' });
  });

  it('chooses the overlay by its name, and none clears it', async () => {
    const { onOverlayChange } = renderBar({ overlay: 'year' });
    expect(screen.getByRole('radiogroup', { name: 'Compare with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Same period a year before' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Previous period' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith('previous');
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith(undefined);
  });
});
