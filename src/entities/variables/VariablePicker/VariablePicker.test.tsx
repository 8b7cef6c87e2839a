import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithProviders } from '../../../test/renderWithApp';
import type { Variable } from '../api';
import { VariablePicker } from './VariablePicker';
import type { VariablePickerFilter } from './variablePickerQuery';

// A debounced search and a read through the mocked API take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const api = await setupMockApiClient('u2', { quiet: true });

/** Every GET variables the picker sent. */
let requests: URLSearchParams[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/variables') requests.push(url.searchParams);
});
beforeEach(() => {
  requests = [];
});
afterEach(() => api.setFaults([]));

/** The picker in a page that keeps its value, and shows it for the assertions. */
function renderPicker(options: { multiple: boolean; filter?: VariablePickerFilter }) {
  function Page() {
    const [several, setSeveral] = useState<Variable[]>([]);
    const [one, setOne] = useState<Variable | null>(null);
    const names = options.multiple ? several.map((item) => item.name) : one ? [one.name] : [];
    return (
      <>
        {options.multiple ? (
          <VariablePicker
            multiple
            label="Watched variables"
            filter={options.filter}
            value={several}
            onChange={setSeveral}
          />
        ) : (
          <VariablePicker label="Variable" filter={options.filter} value={one} onChange={setOne} />
        )}
        <output data-testid="value">{JSON.stringify(names)}</output>
      </>
    );
  }
  return renderWithProviders(<Page />);
}

const value = (): string[] => JSON.parse(screen.getByTestId('value').textContent || '[]') as string[];

async function options(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('listbox');
  return within(list).getAllByRole('option');
}

// Each test renders a screen against the mocked API: slow on a busy machine.
describe('VariablePicker', { timeout: 20_000 }, () => {
  it('searches on the server once typing pauses, narrowed by the caller’s filter', async () => {
    renderPicker({ multiple: true, filter: { placeId: 3, type: 'variable' } });
    const field = screen.getByRole('combobox', { name: 'Watched variables' });
    await userEvent.type(field, 'compresseur');
    await waitFor(() => expect(requests.at(-1)?.get('name')).toBe('compresseur'));
    // Debounced: not one request per keystroke.
    expect(requests.length).toBeLessThanOrEqual(2);
    const last = requests.at(-1);
    expect(last?.get('placeId')).toBe('3');
    expect(last?.get('type')).toBe('variable');
    expect(last?.get('limit')).toBe('100');
    await waitFor(async () => {
      const found = await options();
      expect(found.length).toBeGreaterThan(0);
      for (const option of found) expect(option).toHaveTextContent(/compresseur/i);
    });
    // Each option says unit, aggregation, kind and site.
    const site = api.db.places.find((place) => place.id === 3)?.name ?? '';
    expect((await options())[0]).toHaveTextContent(
      new RegExp(`(Average|Counter|Sum|Maximum|Minimum) · Variable · ${site}`),
    );
  });

  it('picks and removes several variables with the keyboard alone', async () => {
    renderPicker({ multiple: true, filter: { placeId: 2 } });
    await userEvent.tab();
    const field = screen.getByRole('combobox', { name: 'Watched variables' });
    expect(field).toHaveFocus();
    await userEvent.keyboard('pompe');
    await waitFor(async () => expect((await options())[0]).toHaveTextContent(/pompe/i));
    const [first, second] = await options();
    const firstName = first?.querySelector('p')?.textContent ?? '';
    const secondName = second?.querySelector('p')?.textContent ?? '';

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toEqual([firstName]);
    expect((await options())[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toEqual([firstName, secondName]);

    // Escape closes the list; the search and the choice stay.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(value()).toEqual([firstName, secondName]);

    // Backspace in an empty search removes the last chip.
    await userEvent.clear(field);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toEqual([firstName]);

    // A chip's remove button is named and reachable with Tab (before the field).
    const remove = screen.getByRole('button', { name: `Remove ${firstName}` });
    await userEvent.tab({ shift: true });
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(value()).toEqual([]);
    expect(field).toHaveFocus();
  });

  it('keeps one variable in single mode: a pick replaces it and closes the list', async () => {
    // The answer to the whole word, not one to its first letters still drawn on a loaded machine.
    const expectTensionOnly = async () => {
      const shown = (await options()).map((option) => option.querySelector('p')?.textContent ?? '');
      expect(shown.length).toBeGreaterThan(1);
      for (const name of shown) expect(name).toMatch(/tension/i);
    };
    renderPicker({ multiple: false, filter: { placeId: 1 } });
    const field = screen.getByRole('combobox', { name: 'Variable' });
    await userEvent.type(field, 'tension');
    await waitFor(() => expectTensionOnly());
    const names = (await options()).map((option) => option.querySelector('p')?.textContent ?? '');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toEqual([names[0]]);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await userEvent.type(field, 'tension');
    await waitFor(() => expectTensionOnly());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toEqual([names[1]]);
  });

  it('says the list is cut and asks for more of the name when the answer passes one page', async () => {
    renderPicker({ multiple: true });
    await userEvent.click(screen.getByRole('combobox', { name: 'Watched variables' }));
    await waitFor(async () => expect(await options()).toHaveLength(100));
    const total = api.db.variables.length;
    expect(
      screen.getByText(`Showing 100 of ${total.toLocaleString('en')}: type more of the name to narrow the list.`),
    ).toBeInTheDocument();
  });

  it('shows a failed read with Retry, never "no variable", and recovers', async () => {
    api.setFaults('GET variables=status:500');
    renderPicker({ multiple: true, filter: { placeId: 4 } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Watched variables' }));
    expect(await screen.findByText('Could not load the variables.')).toBeInTheDocument();
    expect(screen.queryByText(/No variable/)).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();

    api.setFaults([]);
    // Tab from the field reaches Retry inside the list; the list stays open.
    await userEvent.tab();
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await options()).length).toBeGreaterThan(0));
    expect(screen.queryByText('Could not load the variables.')).toBeNull();
  });
});
