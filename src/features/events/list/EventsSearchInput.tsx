import { useMessage } from '../../../i18n/useMessage';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';

interface EventsSearchInputProps {
  /** The text in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text ('' when cleared). */
  onSearch: (text: string) => void;
}

/** The alert or variable name search of the events list. */
export function EventsSearchInput({ value, onSearch }: EventsSearchInputProps) {
  const t = useMessage();
  return (
    <DebouncedTextFilter
      label={t('events.filter.search')}
      placeholder={t('events.filter.searchPlaceholder')}
      value={value}
      onSearch={onSearch}
      w={220}
    />
  );
}
