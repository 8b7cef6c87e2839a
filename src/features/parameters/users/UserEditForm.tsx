import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission, isSuperuser } from '../../../lib/permissions';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { roleNames, useCurrentUser } from '../../../entities/users/currentUser';
import { usersResource, type User } from '../../../entities/users/usersApi';
import { useApplyUserUpdateEffects } from './useApplyUserUpdateEffects';
import { userFormValues } from './userFormSchema';
import { UserForm } from './UserForm';
import { userUpdateEffects } from './userUpdateEffects';
import { useUserChoices } from './useUserChoices';
import { useUserForm } from './useUserForm';

/**
 * A saved user's form: PUT user/{id}, then spec 001 §4's effects (userUpdateEffects). Leaving with
 * unsaved changes asks first. A super admin's account is changed by a super admin only.
 */
export function UserEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useMessage();
  const me = useCurrentUser();
  const update = usersResource.useUpdate();
  const applyEffects = useApplyUserUpdateEffects();
  const [saved, setSaved] = useState(false);
  const defaultValues = userFormValues(user);
  const choices = useUserChoices({ roleId: defaultValues.roleId, client: user.client ?? null });
  const state = useUserForm({
    formId: `user-${user.id}`,
    defaultValues,
    save: (payload) => {
      setSaved(false);
      return update.mutateAsync({ id: user.id, input: payload });
    },
    savedValues: userFormValues,
    onSaved: (updated) => {
      applyEffects(userUpdateEffects({ updated, before: user, currentUserId: me.id }));
      setSaved(true);
    },
  });

  const meSuperuser = isSuperuser({ isSuperuser: me.isSuperuser, roles: roleNames(me) });
  const targetSuperuser = isSuperuser({ isSuperuser: user.isSuperuser, roles: roleNames(user) });
  const readOnlyText = !hasPermission(me, 'user_manage')
    ? t('common.readOnly')
    : targetSuperuser && !meSuperuser
      ? t('parameters.users.form.superAdminOnly')
      : null;

  return (
    <>
      <UserForm
        state={state}
        choices={choices}
        readOnlyText={readOnlyText}
        submitLabel={t('common.save')}
        cancelLabel={readOnlyText ? t('parameters.users.form.back') : t('common.cancel')}
        savedText={saved ? t('parameters.users.form.saved') : null}
        onCancel={onDone}
      />
      <LeaveConfirm
        blocker={state.blocker}
        texts={{
          title: t('parameters.users.leave.title'),
          message: t('parameters.users.leave.message'),
          confirm: t('parameters.users.leave.confirm'),
          stay: t('common.cancel'),
        }}
      />
    </>
  );
}
