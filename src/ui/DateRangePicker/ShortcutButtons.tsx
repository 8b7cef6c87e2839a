import { Button, Group } from '@mantine/core';
import { DATE_SHORTCUTS, type DateShortcut } from '../../lib/dateRanges';
import type { MessageId } from '../../i18n/messages';
import { useMessage } from '../../i18n/useMessage';

type Translate = ReturnType<typeof useMessage>;

/**
 * A shortcut's label: spec 000 §9's codes are French (J for jour); other languages write their own
 * letter (D-7 in English) from the catalogue. YTD and MTD read the same everywhere.
 */
export function shortcutLabel(shortcut: DateShortcut, t: Translate): string {
  const [kind, amount] = shortcut.split('-');
  if (kind === 'J') return t('ui.dateRange.shortcut.days', { count: Number(amount) });
  if (kind === 'M') return t('ui.dateRange.shortcut.months', { count: Number(amount) });
  return shortcut === 'Current' ? t('ui.dateRange.current') : shortcut;
}

/** What each shortcut means, as a tooltip and in the accessible name (spec 000 §9 codes). */
function shortcutHint(shortcut: DateShortcut, t: Translate): string {
  const [kind, amount] = shortcut.split('-');
  if (kind === 'J') return t('ui.dateRange.lastDays', { count: Number(amount) });
  if (kind === 'M') return t('ui.dateRange.lastMonths', { count: Number(amount) });
  const keys: Record<string, MessageId> = {
    YTD: 'ui.dateRange.ytd',
    MTD: 'ui.dateRange.mtd',
    Current: 'ui.dateRange.currentHint',
  };
  return t(keys[shortcut] ?? 'ui.dateRange.currentHint');
}

export interface ShortcutButtonsProps {
  selected: DateShortcut | 'custom' | null;
  onSelect: (shortcut: DateShortcut) => void;
  onCustom: () => void;
  customOpen: boolean;
  customId: string;
}

/**
 * The shortcut row: native buttons (keyboard and focus ring for free) with aria-pressed on the
 * active one. The codes (J-7, M-1, YTD…) are the product's labels, in the user's language (D-7 in
 * English); "Current" is not a code a user reads, so it shows translated.
 */
export function ShortcutButtons({ selected, onSelect, onCustom, customOpen, customId }: ShortcutButtonsProps) {
  const t = useMessage();
  return (
    <Group gap={4} role="group" aria-label={t('ui.dateRange.shortcuts')}>
      {DATE_SHORTCUTS.map((shortcut) => {
        const text = shortcutLabel(shortcut, t);
        const hint = shortcutHint(shortcut, t);
        return (
          <Button
            key={shortcut}
            size="compact-sm"
            variant={selected === shortcut ? 'filled' : 'default'}
            aria-pressed={selected === shortcut}
            aria-label={text === hint ? text : `${text} – ${hint}`}
            title={hint}
            onClick={() => onSelect(shortcut)}
          >
            {text}
          </Button>
        );
      })}
      <Button
        size="compact-sm"
        variant={selected === 'custom' ? 'filled' : 'default'}
        aria-pressed={selected === 'custom'}
        aria-expanded={customOpen}
        aria-controls={customId}
        onClick={onCustom}
      >
        {t('ui.dateRange.custom')}
      </Button>
    </Group>
  );
}
