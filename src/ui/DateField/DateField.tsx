import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker, MonthPicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
// The calendar's month and day names come from dayjs's locales; English is built in.
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useId, useState, type FocusEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../i18n/useMessage';
import {
  calendarDay,
  isDateValue,
  textFromValue,
  valueFromCalendar,
  valueFromText,
  type DateFieldKind,
} from './dateText';

export interface DateFieldProps extends Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'rightSection' | 'ref'
> {
  kind: DateFieldKind;
  /**
   * ISO wall-clock text, zone-free ("2026-11-05", "2026-11-05T00:00", "2026-11"), read in the
   * site's zone by the caller; or the text as typed while it is not a date, for the form to refuse.
   */
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const PLACEHOLDERS = {
  date: 'ui.dateField.placeholder.date',
  dateTime: 'ui.dateField.placeholder.dateTime',
  month: 'ui.dateField.placeholder.month',
} as const;

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A date, date-time or month typed in the product's format (DD/MM/YYYY HH:mm, spec 000 §9) with a
 * calendar in the app's language: native date inputs follow the browser's language instead.
 * What the user types stays as typed: a text that is not a date is handed to the form as is, for
 * its schema to refuse with the field's inline error, and is never replaced by the last valid date.
 */
export function DateField({ kind, value, onChange, inputRef, onBlur, disabled, readOnly, ...rest }: DateFieldProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const [opened, setOpened] = useState(false);
  const dropdownId = useId();
  const [text, setText] = useState(() => textFromValue(value, kind));

  // A value set from outside (reset, a restored draft, the calendar) replaces the text: adjusting
  // state during render. Typing that maps to the same value keeps the user's text.
  if (valueFromText(text, kind) !== value) setText(textFromValue(value, kind));

  const day = calendarDay(value, kind);
  const pick = (picked: string | null) => {
    if (picked === null) return;
    const next = valueFromCalendar(picked, value, kind);
    setText(textFromValue(next, kind));
    onChange(next);
    setOpened(false);
  };
  const calendarProps = {
    locale,
    value: day,
    defaultDate: day ?? undefined,
    onChange: pick,
    // Mantine's red weekend days read below AA contrast; a site's weekend is no special date here.
    weekendDays: [],
    ariaLabels: {
      previousMonth: t('ui.dateField.previousMonth'),
      nextMonth: t('ui.dateField.nextMonth'),
      previousYear: t('ui.dateField.previousYear'),
      nextYear: t('ui.dateField.nextYear'),
      previousDecade: t('ui.dateField.previousDecade'),
      nextDecade: t('ui.dateField.nextDecade'),
      monthLevelControl: t('ui.dateField.chooseMonth'),
      yearLevelControl: t('ui.dateField.chooseYear'),
    },
  };

  return (
    // Without the popover's roles: they would put aria-expanded on the text box, which a text box
    // may not carry; the calendar button and the dropdown say it instead.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      returnFocus
      shadow="md"
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          {...rest}
          ref={inputRef}
          value={text}
          placeholder={t(PLACEHOLDERS[kind])}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete="off"
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            onChange(valueFromText(typed, kind));
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            // A valid date typed loosely ("5/11/2026 8:00") is shown in the product's format.
            const held = valueFromText(text, kind);
            if (isDateValue(held, kind)) setText(textFromValue(held, kind));
            onBlur?.(event);
          }}
          rightSectionPointerEvents="all"
          rightSection={
            disabled || readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('ui.dateField.openCalendar')}
                aria-haspopup="dialog"
                aria-expanded={opened}
                aria-controls={opened ? dropdownId : undefined}
                onClick={() => setOpened((open) => !open)}
              >
                <CalendarIcon />
              </ActionIcon>
            )
          }
        />
      </Popover.Target>
      <Popover.Dropdown id={dropdownId} role="dialog" aria-label={t('ui.dateField.calendar')}>
        {kind === 'month' ? <MonthPicker {...calendarProps} /> : <DatePicker {...calendarProps} />}
      </Popover.Dropdown>
    </Popover>
  );
}
