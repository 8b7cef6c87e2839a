import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';

/** Typing pauses this long before the URL (and the request) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

interface EventsSearchInputProps {
  /** The text in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text ('' when cleared). */
  onSearch: (text: string) => void;
}

/**
 * The alert or variable name search. The field keeps what is typed; the URL gets it once typing
 * pauses. A change from outside (reset, back button, a pasted link) replaces the field's text.
 */
export function EventsSearchInput({ value, onSearch }: EventsSearchInputProps) {
  const t = useMessage();
  const [text, setText] = useState(value ?? '');
  const [source, setSource] = useState(value);
  // What this field last sent: its own URL change coming back must not undo newer typing.
  const [pushed, setPushed] = useState(value ?? '');
  const push = useDebouncedCallback((next: string) => {
    setPushed(next.trim());
    onSearch(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed without this field (reset, back button): adjusting state during render.
  if (source !== value) {
    setSource(value);
    if ((value ?? '') !== pushed) {
      setText(value ?? '');
      setPushed(value ?? '');
    }
  }

  return (
    <TextInput
      type="search"
      label={t('events.filter.search')}
      placeholder={t('events.filter.searchPlaceholder')}
      value={text}
      w={220}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        push(next);
      }}
    />
  );
}
