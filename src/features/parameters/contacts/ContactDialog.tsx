import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import { contactsResource, type Contact } from '../../../entities/users/contactsApi';
import {
  contactFormSchema,
  contactFormValuesOf,
  contactServerFieldOf,
  contactWriteOf,
  type ContactFormOutput,
  type ContactFormValues,
} from './contactForm';
import { SERVER_ERROR_PREFIX, useContactFieldText } from './useContactFieldText';

export interface ContactDialogProps {
  /** The contact to edit; null creates one. */
  contact: Contact | null;
  onClose: () => void;
}

/**
 * Create (POST contacts) or edit (PUT contacts/{id}) a contact. Mounted while open: each opening
 * starts from the contact, or from the draft a reload left. A refused save keeps every field and
 * puts DUPLICATE_CONTACT on the e-mail (spec 000 §8); other failures show under the fields.
 */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useContactFieldText();
  const create = contactsResource.useCreate();
  const update = contactsResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<ContactFormValues, unknown, ContactFormOutput>({
    formId: contact ? `contact-${contact.id}` : 'contact-new',
    resolver: zodResolver(contactFormSchema),
    defaultValues: contactFormValuesOf(contact),
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const input = contactWriteOf(values);
      if (contact) await update.mutateAsync({ id: contact.id, input });
      else await create.mutateAsync(input);
      draft.clear();
      onClose();
    } catch (error) {
      const onField = contactServerFieldOf(error);
      if (onField)
        form.setError(
          onField.field,
          { type: 'server', message: `${SERVER_ERROR_PREFIX}${onField.code}` },
          { shouldFocus: true },
        );
      else setSaveError(error);
    }
  });

  const close = () => {
    if (isSubmitting) return;
    draft.discard();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={
        contact
          ? t('parameters.contacts.dialog.editTitle', { name: contact.name })
          : t('parameters.contacts.dialog.newTitle')
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('parameters.contacts.field.name')}
            required
            data-autofocus
            autoComplete="off"
            {...form.register('name')}
            error={fieldText(errors.name?.message)}
          />
          <TextInput
            label={t('parameters.contacts.field.email')}
            description={t('parameters.contacts.field.emailHint')}
            required
            type="email"
            autoComplete="off"
            {...form.register('email')}
            error={fieldText(errors.email?.message)}
          />
          <DraftNotice draft={draft} message={t('parameters.contacts.draftRestored')} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('parameters.contacts.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(contact ? 'common.save' : 'parameters.contacts.dialog.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
