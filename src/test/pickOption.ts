import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Select: in its own listbox (not another Select's offering the same label),
 * which jsdom reports hidden while Mantine's transition runs.
 */
export async function pickOption(user: UserEvent, input: HTMLElement, option: string): Promise<void> {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`No listbox for ${input.getAttribute('aria-label') ?? 'the select'}`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
