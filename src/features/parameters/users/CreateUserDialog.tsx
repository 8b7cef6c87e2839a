import { Modal } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { usersResource } from '../../../entities/users/usersApi';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { EMPTY_USER_FORM } from './userFormSchema';
import { UserForm } from './UserForm';
import { useUserChoices } from './useUserChoices';
import { useUserForm } from './useUserForm';

export const NEW_USER_FORM_ID = 'user-new';

/**
 * "New user" from the list (spec 001 §2 keeps the users' routes as they are: a dialog, not a page).
 * The new user is added to the list in place (spec 001 §4 "adds append") and the count goes up.
 */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const t = useMessage();
  const create = usersResource.useCreate();
  const choices = useUserChoices({ roleId: null, client: null });
  const state = useUserForm({
    formId: NEW_USER_FORM_ID,
    defaultValues: EMPTY_USER_FORM,
    save: (payload) => create.mutateAsync(payload),
    onSaved: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('parameters.users.form.createTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <UserForm
        state={state}
        choices={choices}
        readOnlyText={null}
        submitLabel={t('common.create')}
        cancelLabel={t('common.cancel')}
        onCancel={onClose}
      />
      <LeaveConfirm blocker={state.blocker} onLeave={state.cancel} />
    </Modal>
  );
}
