import { Combobox, Pill, PillsInput, Text, VisuallyHidden, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { variablesResource, type Variable } from '../api';
import { PickerDropdownStatus } from './PickerDropdownStatus';
import { VariableChips } from './VariableChips';
import { VariableOption } from './VariableOption';
import {
  PICKER_DEBOUNCE_MS,
  PICKER_PAGE_SIZE,
  toggleVariable,
  truncation,
  variablePickerParams,
  withoutVariable,
  type VariablePickerFilter,
} from './variablePickerQuery';

interface VariablePickerCommonProps {
  /** The field's visible label and the combobox's accessible name; "Variables" / "Variable" by default. */
  label?: string;
  /** Narrows what is offered (projectId; or placeId, acquisitionDeviceId, type…): any GET variables filter. */
  filter?: VariablePickerFilter;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Options per answer; the user narrows longer lists by typing (default 100). */
  pageSize?: number;
  /** A short note shown on an option ("already attached"), or nothing. */
  optionNote?: (variable: Variable) => string | null | undefined;
}

export type VariablePickerProps = VariablePickerCommonProps &
  (
    | { multiple: true; value: readonly Variable[]; onChange: (next: Variable[]) => void }
    | { multiple?: false; value: Variable | null; onChange: (next: Variable | null) => void }
  );

/**
 * The variable picker every feature shares (alerting, data explorer, analytics, self-service):
 * search as the user types (debounced, filtered by name on the server, one bounded page), narrowed
 * by the caller's filter, one or several variables. The combobox pattern: ArrowUp/ArrowDown move,
 * Enter picks (toggles with several), Escape closes, Backspace in an empty search removes the last
 * chip, and each chip has a named remove button. The dropdown stays in the page's DOM (no portal)
 * so that Tab reaches its Retry after a failed read.
 */
export function VariablePicker(props: VariablePickerProps) {
  const t = useMessage();
  const { filter, pageSize = PICKER_PAGE_SIZE, disabled, optionNote } = props;
  const multiple = props.multiple === true;
  const selected: readonly Variable[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const label = props.label ?? t(multiple ? 'variables.picker.label' : 'variables.picker.labelSingle');
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const [announcement, setAnnouncement] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const opened = combobox.dropdownOpened;

  const region = useQueryRegion({
    ...variablesResource.listQuery(variablePickerParams(filter, debounced, pageSize)),
    enabled: opened && !disabled,
  });
  const page = region.data;
  const options = page?.data ?? [];
  const searching = search.trim() !== debounced || (region.state === 'ready' && region.refreshing);
  const cut = page ? truncation(page.data.length, page.total_count) : null;

  const emit = (next: Variable[]) => {
    if (props.multiple) props.onChange(next);
    else props.onChange(next[0] ?? null);
  };

  const remove = (variable: Variable) => {
    emit(withoutVariable(selected, variable.id));
    setAnnouncement(t('variables.picker.removed', { name: variable.name }));
  };

  const pick = (value: string) => {
    const picked = options.find((variable) => String(variable.id) === value);
    if (!picked) return;
    const present = selected.some((variable) => variable.id === picked.id);
    emit(toggleVariable(selected, picked, multiple));
    setAnnouncement(t(present ? 'variables.picker.removed' : 'variables.picker.added', { name: picked.name }));
    if (multiple) {
      combobox.updateSelectedOptionIndex('selected');
    } else {
      combobox.closeDropdown();
      setSearch('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = selected.at(-1);
    if (event.key === 'Backspace' && search.length === 0 && last) remove(last);
  };

  // Focus moving into the dropdown (its Retry) keeps it open; anywhere else closes it.
  const leaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    const inside = next instanceof Node && (dropdownRef.current?.contains(next) || inputRef.current === next);
    if (inside) return;
    combobox.closeDropdown();
    setSearch('');
  };

  const retry = () => {
    if (region.state === 'failed' || region.state === 'stale') region.retry();
    inputRef.current?.focus();
  };

  // In the page's flow the dropdown scrolls with its field: hiding it when detached (a portal's
  // concern) would only hide it where layout is not measured.
  return (
    <>
      <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false} hideDetached={false}>
        <Combobox.DropdownTarget>
          <PillsInput
            label={label}
            description={props.description}
            error={props.error}
            required={props.required}
            disabled={disabled}
            onClick={() => combobox.openDropdown()}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
          >
            <Pill.Group>
              <VariableChips
                selected={selected}
                disabled={disabled}
                onRemove={(variable) => {
                  remove(variable);
                  inputRef.current?.focus();
                }}
              />
              <Combobox.EventsTarget withExpandedAttribute>
                <PillsInput.Field
                  ref={inputRef}
                  value={search}
                  placeholder={
                    selected.length === 0 || multiple
                      ? (props.placeholder ?? t('variables.picker.placeholder'))
                      : undefined
                  }
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    combobox.openDropdown();
                    combobox.resetSelectedOption();
                  }}
                  onKeyDown={onKeyDown}
                  onBlur={leaves}
                  miw={160}
                />
              </Combobox.EventsTarget>
            </Pill.Group>
          </PillsInput>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown>
          <div ref={dropdownRef} onBlur={leaves}>
            <PickerDropdownStatus region={region} search={debounced} searching={searching} onRetry={retry} />
            {options.length > 0 && region.state !== 'failed' ? (
              // The listbox itself scrolls: it is what the combobox controls (aria-controls), so
              // assistive technologies and checkers know the arrow keys in the field reach it all.
              <Combobox.Options
                aria-label={t('variables.picker.listLabel', { label })}
                mah={320}
                style={{ overflowY: 'auto' }}
              >
                {options.map((variable) => (
                  <VariableOption
                    key={variable.id}
                    variable={variable}
                    checked={selected.some((item) => item.id === variable.id)}
                    note={optionNote?.(variable)}
                  />
                ))}
              </Combobox.Options>
            ) : null}
            <Combobox.Footer>
              {cut ? (
                <Text size="xs" fw={500}>
                  {t('variables.picker.truncated', { shown: cut.shown, total: cut.total })}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('variables.picker.keyboardHint')}
              </Text>
            </Combobox.Footer>
          </div>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
        {opened && page && !searching && options.length > 0
          ? ` ${t('variables.picker.found', { count: page.total_count })}`
          : null}
      </VisuallyHidden>
    </>
  );
}
