import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contactsResource } from '../../../entities/users/contactsApi';
import { useMessage } from '../../../i18n/useMessage';

export interface ContactFieldProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Whom a scheduled report is sent to: one of the contacts (spec 001 §3 Contact), found by name or e-mail. */
export function ContactField({ value, onChange, onBlur, error, disabled = false }: ContactFieldProps) {
  const t = useMessage();
  const contacts = useQuery(contactsResource.listQuery({}));
  const data = (contacts.data?.data ?? [])
    .map((contact) => ({ value: String(contact.id), label: `${contact.name} <${contact.email}>` }))
    .sort((left, right) => left.label.localeCompare(right.label));
  return (
    <Select
      id="scheduled-contactId"
      label={t('report.scheduled.field.contact')}
      placeholder={t('report.scheduled.field.contactPlaceholder')}
      nothingFoundMessage={t('report.scheduled.field.contactNone')}
      required
      searchable
      clearable
      disabled={disabled || contacts.isPending}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      error={error ?? (contacts.isError ? t('report.scheduled.field.contactFailed') : undefined)}
      miw={260}
    />
  );
}
