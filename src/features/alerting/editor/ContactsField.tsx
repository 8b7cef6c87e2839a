import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import type { QueryRegion } from '../../../api/queryRegion';
import type { ListPage } from '../../../api/listPage';
import type { Contact } from '../../../entities/users/contactsApi';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { fieldDomId } from './useAlertFieldError';
import { hiddenNamesFromConfig, isHiddenClient } from '../../../entities/structure/hiddenStructure';

export interface ContactsFieldProps {
  region: QueryRegion<ListPage<Contact>>;
  /**
   * The alert's client: only its people and the provider's staff are offered, another customer's
   * would be told of this client's site. Null until the alert's structure is chosen: the staff only.
   */
  clientId: number | null;
  value: number[];
  onChange: (next: number[]) => void;
  onBlur: () => void;
  /** The alert's stored contacts, shown even before (or without) the contacts list. */
  known: readonly Pick<Contact, 'id' | 'name' | 'email'>[];
  error?: string;
  readOnly: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** "Name · e-mail": options and chosen chips both say who will be notified and where. */
const contactLabel = (contact: Pick<Contact, 'name' | 'email'>) => `${contact.name} · ${contact.email}`;

/** The contacts notified by the alert (spec 000 §3 contacts: name, email), searched by name or e-mail. */
export function ContactsField({
  region,
  clientId,
  value,
  onChange,
  onBlur,
  known,
  error,
  readOnly,
  inputRef,
}: ContactsFieldProps) {
  const t = useMessage();
  const what = t('alertEditor.contacts.what');
  // The hidden test clients' contacts are offered in no picker (spec 000 §6).
  const hidden = hiddenNamesFromConfig();
  const listed = (region.data?.data ?? []).filter(
    (contact) => !isHiddenClient(hidden, contact.client?.name) && (!contact.client || contact.client.id === clientId),
  );
  const byId = new Map<number, Pick<Contact, 'id' | 'name' | 'email'>>();
  for (const contact of [...known, ...listed]) byId.set(contact.id, contact);
  const data = [...byId.values()]
    .sort((left, right) => left.name.localeCompare(right.name, 'fr'))
    .map((contact) => ({ value: String(contact.id), label: contactLabel(contact) }));

  return (
    <Stack gap={6}>
      <MultiSelect
        id={fieldDomId('contactIds')}
        ref={inputRef}
        label={t('alertEditor.contacts.label')}
        description={t('alertEditor.contacts.description')}
        placeholder={readOnly ? undefined : t('alertEditor.contacts.placeholder')}
        nothingFoundMessage={t('alertEditor.contacts.nothingFound')}
        searchable
        clearable={!readOnly}
        hidePickedOptions
        readOnly={readOnly}
        disabled={region.state === 'loading' && known.length === 0}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: false }}
        data={data}
        value={value.map(String)}
        onChange={(next) => onChange(next.map(Number))}
        onBlur={onBlur}
        error={error}
        renderOption={({ option }) => {
          const contact = byId.get(Number(option.value));
          return (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500}>
                {contact?.name}
              </Text>
              <Text size="sm" c="dimmed">
                {contact?.email}
              </Text>
            </Group>
          );
        }}
      />
      {region.state === 'failed' ? <RegionFailure what={what} error={region.error} onRetry={region.retry} /> : null}
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
    </Stack>
  );
}
