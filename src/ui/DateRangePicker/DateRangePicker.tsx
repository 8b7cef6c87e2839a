import { Group, Stack, Text } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/dateFormat';
import type { DateShortcut } from '../../lib/dateRanges';
import { useMessage } from '../../i18n/useMessage';
import { DateField } from '../DateField/DateField';
import { ShortcutButtons } from './ShortcutButtons';
import {
  checkCustomDraft,
  isCustomRange,
  isInvalidCustomRange,
  resolveDateRangeValue,
  sameDateRange,
  toLocalInputValue,
  type CustomDraftError,
  type DateRangeValue,
} from './dateRangeValue';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The clock shortcuts are resolved against; the current time by default (tests pin it). */
  now?: Date;
  /** The site's zone; the custom inputs are wall-clock times in it (spec 000 §9). */
  timeZone?: string;
  /** Legend of the whole picker; "Period" by default. */
  label?: string;
  /**
   * A form's picker: a custom period that is not valid (an end before its start, a half-typed date)
   * is handed to the form as typed, for the form to refuse it and send nothing. A filter's picker
   * (the default) keeps the last valid period instead.
   */
  handsOverInvalid?: boolean;
}

interface Draft {
  from: string;
  to: string;
  /** The value the draft was started from: a new value from outside restarts it. */
  source: DateRangeValue;
  /** Errors show once the user tried to apply (Enter or leaving a field), not while typing. */
  tried: boolean;
}

function draftFor(value: DateRangeValue, now: Date, timeZone: string): Draft {
  // A period held as typed (handsOverInvalid), as in a restored draft: shown as typed, with its error.
  if (isInvalidCustomRange(value, timeZone)) return { from: value.start, to: value.end, source: value, tried: true };
  const { start, end } = resolveDateRangeValue(value, now, timeZone);
  return {
    from: toLocalInputValue(start, timeZone),
    to: toLocalInputValue(end, timeZone),
    source: value,
    tried: false,
  };
}

/**
 * Date range with the shortcuts of spec 000 §9 (J-1 … M-6, YTD, MTD, Current) and a custom
 * period typed in two date-time fields (DD/MM/YYYY HH:mm, the site's wall clock). The custom period is emitted on Enter or blur,
 * only when valid (both set, start before end) unless a form asks for it as typed (handsOverInvalid);
 * invalid text stays in the field with its error.
 * The resolved period is shown (and announced) as "from DD/MM/YYYY HH:mm to …".
 */
export function DateRangePicker({
  value,
  onChange,
  now,
  timeZone = DEFAULT_TIME_ZONE,
  label,
  handsOverInvalid = false,
}: DateRangePickerProps) {
  const t = useMessage();
  const customId = useId();
  const [clock] = useState(() => now ?? new Date());
  const reference = now ?? clock;
  const [customOpen, setCustomOpen] = useState(isCustomRange(value));
  const [draft, setDraft] = useState<Draft>(() => draftFor(value, reference, timeZone));

  // A value set from outside (URL, reset) replaces the draft: adjusting state during render.
  if (isCustomRange(value) && !sameDateRange(draft.source, value)) {
    setDraft(draftFor(value, reference, timeZone));
    setCustomOpen(true);
  }

  const selected: DateShortcut | 'custom' | null = isCustomRange(value) ? 'custom' : (value?.shortcut ?? null);
  const checked = checkCustomDraft(draft.from, draft.to, timeZone);
  const errors: { fromError?: CustomDraftError; toError?: CustomDraftError } =
    draft.tried && !('value' in checked) ? checked : {};
  const errorText = (error: CustomDraftError | undefined) =>
    error === 'order'
      ? t('ui.dateRange.error.order')
      : error === 'required'
        ? t('ui.dateRange.error.required')
        : undefined;

  const selectShortcut = (shortcut: DateShortcut) => {
    setCustomOpen(false);
    onChange({ shortcut });
  };

  const openCustom = () => {
    if (customOpen && !isCustomRange(value)) {
      setCustomOpen(false);
      return;
    }
    setDraft(draftFor(value, reference, timeZone));
    setCustomOpen(true);
  };

  const apply = () => {
    setDraft((current) => ({ ...current, tried: true }));
    const typed = { start: draft.from, end: draft.to };
    const next = 'value' in checked ? checked.value : handsOverInvalid ? typed : null;
    if (next === null || sameDateRange(value, next)) return;
    setDraft((current) => ({ ...current, source: next, tried: true }));
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  const resolved = resolveDateRangeValue(value, reference, timeZone);
  // A period handed over as typed stands for no dates: its fields say what is wrong.
  const resolvedText = isInvalidCustomRange(value, timeZone)
    ? ''
    : t('ui.dateRange.resolved', {
        start: formatDateTime(resolved.start, timeZone),
        end: formatDateTime(resolved.end, timeZone),
      });

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label ?? t('ui.dateRange.label')}
      </Text>
      <ShortcutButtons
        selected={selected}
        onSelect={selectShortcut}
        onCustom={openCustom}
        customOpen={customOpen}
        customId={customId}
      />
      {/* Group's display: flex would override the hidden attribute alone. */}
      <Group
        id={customId}
        gap="sm"
        align="flex-start"
        hidden={!customOpen}
        style={customOpen ? undefined : { display: 'none' }}
      >
        <DateField
          kind="dateTime"
          label={t('ui.dateRange.from')}
          value={draft.from}
          error={errorText(errors.fromError)}
          onChange={(typed) => {
            // From the latest draft: a blur that handed a period over may not have rendered yet.
            setDraft((current) => ({ ...current, from: typed }));
          }}
          onKeyDown={onKeyDown}
          onBlur={apply}
          w={210}
        />
        <DateField
          kind="dateTime"
          label={t('ui.dateRange.to')}
          value={draft.to}
          error={errorText(errors.toError)}
          onChange={(typed) => {
            // From the latest draft: a blur that handed a period over may not have rendered yet.
            setDraft((current) => ({ ...current, to: typed }));
          }}
          onKeyDown={onKeyDown}
          onBlur={apply}
          w={210}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {resolvedText}
        {value === null ? ` (${t('ui.dateRange.defaultHint')})` : null}
      </Text>
    </Stack>
  );
}
