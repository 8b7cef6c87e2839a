import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Select, in its own listbox (not another Select's offering the same label),
 * which jsdom reports hidden while Mantine's transition runs, once its options have come. An option
 * chosen already (a draft brought back by a reload) is left as it is: a second click would clear it.
 */
export async function pickOption(user: UserEvent, input: HTMLElement, option: string | RegExp): Promise<void> {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? document.body;
  const item = await waitFor(() => within(listbox()).getByRole('option', { name: option, hidden: true }), {
    timeout: 8_000,
  });
  if (item.getAttribute('aria-selected') === 'true') await user.keyboard('{Escape}');
  else await user.click(item);
}

/** Opens a Select and resolves with its own listbox once its options have come. */
export async function openOptions(user: UserEvent, input: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(input).toBeEnabled(), { timeout: 8_000 });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? document.body;
  await waitFor(() => expect(within(listbox()).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(0), {
    timeout: 8_000,
  });
  return listbox();
}
