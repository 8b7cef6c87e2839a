import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { toInstant } from '../../lib/dateFormat';
import { DateField } from './DateField';
import { isDateValue, type DateFieldKind } from './dateText';

function Harness({ kind, initial, onChange }: { kind: DateFieldKind; initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      kind={kind}
      label="When"
      value={value}
      // As a form's schema does: a text that is not a date is refused inline.
      error={value !== '' && !isDateValue(value, kind) ? 'Not a date' : undefined}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(locale: 'fr' | 'en', kind: DateFieldKind = 'dateTime', initial = '') {
  const onChange = vi.fn<(value: string) => void>();
  render(
    <LocaleProvider initial={locale} initialMessages={locale === 'fr' ? fr : en}>
      <MantineProvider env="test">
        <Harness kind={kind} initial={initial} onChange={onChange} />
      </MantineProvider>
    </LocaleProvider>,
  );
  return { onChange, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'When' }) };
}

describe('DateField', () => {
  it('takes 05/11/2026 00:00 typed on a French screen as midnight at the site', async () => {
    const { onChange, user, input } = renderField('fr');
    expect(input).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm');
    await user.type(input, '05/11/2026 00:00');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05T00:00');
    expect(toInstant('2026-11-05T00:00', 'Europe/Paris')?.toISOString()).toBe('2026-11-04T23:00:00.000Z');
    await user.tab();
    expect(input).toHaveValue('05/11/2026 00:00');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a French calendar whose picked day keeps the typed time', async () => {
    const { onChange, user, input } = renderField('fr', 'dateTime', '2026-11-05T08:30');
    expect(input).toHaveValue('05/11/2026 08:30');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('novembre 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('lu')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: '12 novembre 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-12T08:30');
    expect(input).toHaveValue('12/11/2026 08:30');
  });

  it('reads the same format in English, with an English placeholder and calendar', async () => {
    const { onChange, user, input } = renderField('en');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
    await user.type(input, '05/11/2026 00:00');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05T00:00');
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('November 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Mo')).toBeInTheDocument();
  });

  it('keeps a text that is not a date as typed, flagged, and hands it to the form', async () => {
    const { onChange, user, input } = renderField('en', 'dateTime', '2026-11-05T08:30');
    await user.clear(input);
    await user.type(input, '31/02/2026 10:00');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('31/02/2026 10:00');
    expect(input).toHaveValue('31/02/2026 10:00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Not a date');
  });

  it('shows a loosely typed date in the product format once left', async () => {
    const { onChange, user, input } = renderField('fr', 'date');
    expect(input).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await user.type(input, '5/1/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
    await user.tab();
    expect(input).toHaveValue('05/01/2027');
  });

  it('types a month as MM/YYYY', async () => {
    const { onChange, user, input } = renderField('fr', 'month', '2026-11');
    expect(input).toHaveValue('11/2026');
    expect(input).toHaveAttribute('placeholder', 'mm/aaaa');
    await user.clear(input);
    await user.type(input, '03/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03');
  });
});
