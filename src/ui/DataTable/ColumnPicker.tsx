import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useId } from 'react';
import { useMessage } from '../../i18n/useMessage';

interface ColumnPickerProps {
  columns: readonly { id: string; header: string }[];
  visibleIds: readonly string[];
  onToggle: (id: string) => void;
  onReset: () => void;
}

/**
 * The "Columns" button: every selectable column with a checkbox, and a way back to the default set
 * (spec 000 §3). The last visible column cannot be unchecked: a table always shows something.
 */
export function ColumnPicker({ columns, visibleIds, onToggle, onReset }: ColumnPickerProps) {
  const t = useMessage();
  const groupId = useId();
  const onlyOne = visibleIds.length <= 1;
  return (
    // hideDetached off: the list stays open while the user ticks columns, even if the page scrolls
    // the button away (and where nothing is laid out, as in tests, it would hide at once).
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus hideDetached={false}>
      <Popover.Target>
        <Button variant="default" size="xs">
          {t('ui.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={groupId}>
          <span id={groupId} style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>
            {t('ui.table.columnsHint')}
          </span>
          {columns.map((column) => {
            const checked = visibleIds.includes(column.id);
            return (
              <Checkbox
                key={column.id}
                size="xs"
                label={column.header}
                checked={checked}
                disabled={checked && onlyOne}
                onChange={() => onToggle(column.id)}
              />
            );
          })}
          <Button variant="subtle" size="xs" onClick={onReset}>
            {t('ui.table.columnsReset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
