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
