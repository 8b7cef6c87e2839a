import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { useRecipients } from '../shared/recipients';

export interface ContactFieldProps {
  /** The report's project: its reports go to its client's contacts and the staff only. */
  projectId: number | null;
  value: number | null;
  onChange: (contactId: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Whom a scheduled report is sent to: one of the contacts who may receive the project's reports
 * (spec 001 §3 Contact; shared/recipients.ts), found by name or e-mail, grouped by client.
 */
export function ContactField({ projectId, value, onChange, onBlur, error, disabled = false }: ContactFieldProps) {
  const t = useMessage();
  const recipients = useRecipients(projectId, (contact) => `${contact.name} <${contact.email}>`);
  // Another project was chosen: a contact who may not receive its reports is no longer the recipient.
  const stale = value !== null && recipients.settled && projectId !== null && !recipients.ids.has(value);
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);
  return (
    <Select
      id="scheduled-contactId"
      label={t('report.scheduled.field.contact')}
      placeholder={t(
        projectId === null ? 'report.recipients.projectFirst' : 'report.scheduled.field.contactPlaceholder',
      )}
      description={t('report.recipients.rule')}
      nothingFoundMessage={t('report.scheduled.field.contactNone')}
      required
      searchable
      clearable
      disabled={disabled || projectId === null || recipients.isPending}
      data={recipients.groups}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      error={error ?? (recipients.isError ? t('report.scheduled.field.contactFailed') : undefined)}
      miw={260}
    />
  );
}
