import { Paper } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useEntityName } from '../../../ui/EntityNames';
import { usersResource } from '../../../entities/users/usersApi';
import { UserEditForm } from './UserEditForm';
import { userName } from './userLabels';

export interface UserEditScreenProps {
  userId: number;
  /** Back to the list (Cancel, or after a save). */
  onDone: () => void;
}

/**
 * spec 001 §2 parameters/users/{userId}/main-informations: the user's page, titled by their name,
 * with the user form; read only without user_manage.
 */
export function UserEditScreen({ userId, onDone }: UserEditScreenProps) {
  const t = useMessage();
  const region = useQueryRegion(usersResource.detailQuery(userId));
  useEntityName('/parameters/users/$userId', region.data ? userName(region.data) : undefined);
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <DataRegion region={region} what={t('parameters.users.form.region')}>
        {(user) => <UserEditForm key={user.id} user={user} onDone={onDone} />}
      </DataRegion>
    </Paper>
  );
}
