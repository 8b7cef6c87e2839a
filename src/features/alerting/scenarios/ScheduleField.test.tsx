import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import en from '../../../../messages/en.json';
import fr from '../../../../messages/fr.json';
import { LocaleProvider } from '../../../i18n/LocaleProvider';
import type { Locale } from '../../../i18n/locale';
import { ScheduleField } from './ScheduleField';
import { emptySchedule, type Schedule } from './scheduleGrid';

let saved: Schedule = emptySchedule();

function Harness({ initial }: { initial: Schedule }) {
  const [value, setValue] = useState(initial);
  return (
    <ScheduleField
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
    />
  );
}

function renderField(locale: Locale = 'en', initial: Schedule = emptySchedule()) {
  saved = initial;
  render(
    <LocaleProvider initial={locale} initialMessages={locale === 'fr' ? fr : en}>
      <MantineProvider>
        <Harness initial={initial} />
      </MantineProvider>
    </LocaleProvider>,
  );
  return {
    user: userEvent.setup(),
    grid: screen.getByRole('grid', { name: locale === 'fr' ? 'Jours et heures actifs' : 'Active days and hours' }),
  };
}

const cell = (name: string) => screen.getByRole('gridcell', { name });
const activeCells = () =>
  screen.getAllByRole('gridcell').filter((element) => element.getAttribute('aria-selected') === 'true');

describe('ScheduleField', { timeout: 20_000 }, () => {
  it('is a 7 × 24 grid of named cells, its rows the days and its columns the hours', () => {
    const { grid } = renderField();
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[1]!).getAllByRole('gridcell')).toHaveLength(24);
    expect(within(grid).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: '8h to 9h' })).toBeInTheDocument();
    expect(cell('Monday, 8h to 9h, inactive')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Never active: choose days and hours.')).toBeInTheDocument();
  });

  it('paints a drag across Monday from 8h to 17h and reads "Mon · 8h to 18h"', async () => {
    const { user } = renderField();
    const hours = Array.from({ length: 10 }, (_, index) => cell(`Monday, ${8 + index}h to ${9 + index}h, inactive`));
    await user.pointer([
      { keys: '[MouseLeft>]', target: hours[0] },
      ...hours.slice(1).map((target) => ({ target })),
      { keys: '[/MouseLeft]' },
    ]);
    expect(screen.getByText('Active: Mon · 8h to 18h')).toBeInTheDocument();
    expect(activeCells()).toHaveLength(10);
    expect(saved.days).toEqual([true, false, false, false, false, false, false]);
    expect(saved.hours.filter(Boolean)).toHaveLength(10);
    expect(cell('Monday, 17h to 18h, active')).toHaveAttribute('aria-selected', 'true');

    // Down the 12h column: Tuesday and Wednesday join, with every hour already on; the grid shows it.
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('Tuesday, 12h to 13h, inactive') },
      { target: cell('Wednesday, 12h to 13h, inactive') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(screen.getByText('Active: Mon, Tue, Wed · 8h to 18h')).toBeInTheDocument();
    expect(activeCells()).toHaveLength(30);

    // Painting off along a row turns those hours off, for every day, as the grid then shows.
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('Tuesday, 16h to 17h, active') },
      { target: cell('Tuesday, 17h to 18h, active') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(screen.getByText('Active: Mon, Tue, Wed · 8h to 16h')).toBeInTheDocument();
    expect(activeCells()).toHaveLength(24);
  });

  it('moves with the arrow keys and switches cells with Space', async () => {
    const { user } = renderField();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Working days, 8h to 18h' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(cell('Monday, 0h to 1h, inactive')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    for (let hour = 0; hour < 8; hour += 1) await user.keyboard('{ArrowRight}');
    expect(cell('Tuesday, 8h to 9h, inactive')).toHaveFocus();
    await user.keyboard(' ');
    for (let hour = 9; hour < 18; hour += 1) await user.keyboard('{ArrowRight} ');
    expect(screen.getByText('Active: Tue · 8h to 18h')).toBeInTheDocument();
    expect(cell('Tuesday, 17h to 18h, active')).toHaveFocus();
    // Up to the header row: Space there switches the whole 17h column off.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp} ');
    expect(screen.getByRole('columnheader', { name: '17h to 18h' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Active: Tue · 8h to 17h')).toBeInTheDocument();
    // Home leads to the day headers: Space switches the whole of Tuesday.
    await user.keyboard('{ArrowDown}{ArrowDown}{Home} ');
    expect(screen.getByRole('rowheader', { name: 'Tuesday' })).toHaveFocus();
    expect(screen.getByText('Never active: choose days and hours.')).toBeInTheDocument();
    expect(saved.hours.filter(Boolean)).toHaveLength(9);
  });

  it('reads in French with the spec’s three-letter days: "Lun, Mar, Mer, Jeu, Ven · 8h à 18h"', async () => {
    const { user } = renderField('fr');
    await user.click(screen.getByRole('button', { name: 'Jours ouvrés, 8h à 18h' }));
    expect(screen.getByText('Actif : Lun, Mar, Mer, Jeu, Ven · 8h à 18h')).toBeInTheDocument();
    expect(cell('lundi, 8h à 9h, actif')).toHaveAttribute('aria-selected', 'true');
    expect(cell('samedi, 8h à 9h, inactif')).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('rowheader', { name: 'samedi' }));
    expect(screen.getByText('Actif : Lun, Mar, Mer, Jeu, Ven, Sam · 8h à 18h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tous les jours, toute la journée' }));
    expect(screen.getByText('Actif : Lun, Mar, Mer, Jeu, Ven, Sam, Dim · 0h à 24h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByText('Jamais actif : choisissez des jours et des heures.')).toBeInTheDocument();
  });
});
