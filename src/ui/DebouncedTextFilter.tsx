import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Typing pauses this long before the URL (and the request) follows. */
export const TEXT_FILTER_DEBOUNCE_MS = 300;

interface DebouncedTextFilterProps {
  label: string;
  placeholder?: string;
  /** The text in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text ('' when cleared). */
  onSearch: (text: string) => void;
  w?: number;
}

/**
 * A list's text filter kept in the URL (the events search, the variables' name, unit…). The field
 * keeps what is typed; the URL gets it once typing pauses. A change from outside (reset, back
 * button, a pasted link) replaces the field's text.
 */
export function DebouncedTextFilter({ label, placeholder, value, onSearch, w = 180 }: DebouncedTextFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [source, setSource] = useState(value);
  // What this field last sent: its own URL change coming back must not undo newer typing.
  const [pushed, setPushed] = useState(value ?? '');
  const push = useDebouncedCallback((next: string) => {
    setPushed(next.trim());
    onSearch(next.trim());
  }, TEXT_FILTER_DEBOUNCE_MS);

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
      label={label}
      placeholder={placeholder}
      value={text}
      w={w}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        push(next);
      }}
    />
  );
}
