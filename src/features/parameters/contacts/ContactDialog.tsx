import { TextInput } from '@mantine/core';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { contactsResource, type Contact } from '../../../entities/users/contactsApi';
import {
  CONTACT_SERVER_FIELDS,
  contactFormSchema,
  contactFormValuesOf,
  contactWriteOf,
  isContactFieldError,
  type ContactFormOutput,
  type ContactFormValues,
} from './contactForm';

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
  const create = contactsResource.useCreate();
  const update = contactsResource.useUpdate();
  const state = useResourceForm<ContactFormValues, ContactFormOutput, Contact>({
    formId: contact ? `contact-${contact.id}` : 'contact-new',
    schema: contactFormSchema,
    defaultValues: contactFormValuesOf(contact),
    serverFields: CONTACT_SERVER_FIELDS,
    save: (values) =>
      contact
        ? update.mutateAsync({ id: contact.id, input: contactWriteOf(values) })
        : create.mutateAsync(contactWriteOf(values)),
    onSaved: onClose,
  });
  const fieldText = useFieldErrorText((message) =>
    t(`parameters.contacts.error.${isContactFieldError(message) ? message : 'emailInvalid'}` satisfies MessageId),
  );
  const { errors } = state.form.formState;

  return (
    <ResourceFormDialog
      state={state}
      title={
        contact
          ? t('parameters.contacts.dialog.editTitle', { name: contact.name })
          : t('parameters.contacts.dialog.newTitle')
      }
      onClose={onClose}
      submitLabel={t(contact ? 'common.save' : 'parameters.contacts.dialog.create')}
      draftMessage={t('parameters.contacts.draftRestored')}
      failure={{ sentence: (reason) => t('parameters.contacts.saveFailed', { reason }) }}
    >
      <TextInput
        label={t('parameters.contacts.field.name')}
        required
        data-autofocus
        autoComplete="off"
        {...state.form.register('name')}
        error={fieldText(errors.name?.message)}
      />
      <TextInput
        label={t('parameters.contacts.field.email')}
        description={t('parameters.contacts.field.emailHint')}
        required
        type="email"
        autoComplete="off"
        {...state.form.register('email')}
        error={fieldText(errors.email?.message)}
      />
    </ResourceFormDialog>
  );
}
