import { Button, Group } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Contact } from '../../../entities/users/contactsApi';

interface ContactRowActionsProps {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** Edit and delete, each named with the contact's name so that a screen reader's list of controls tells them apart. */
export function ContactRowActions({ contact, onEdit, onDelete }: ContactRowActionsProps) {
  const t = useMessage();
  const name = { name: contact.name };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="default"
        aria-label={t('parameters.contacts.action.edit', name)}
        onClick={() => onEdit(contact)}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        color="red"
        aria-label={t('parameters.contacts.action.delete', name)}
        onClick={() => onDelete(contact)}
      >
        {t('common.delete')}
      </Button>
    </Group>
  );
}
