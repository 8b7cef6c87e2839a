import { Paper } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useEntityName } from '../../../ui/EntityNames';
import { usersResource } from '../../../entities/users/usersApi';
import { UserEditForm } from './UserEditForm';
import { userName } from './userLabels';

const route = getRouteApi('/_auth/parameters/users/$userId/main-informations');

/**
 * spec 001 §2 parameters/users/{userId}/main-informations: the user's page, titled by their name,
 * with the user form; read only without user_manage.
 */
export function UserEditScreen() {
  const { userId } = route.useParams();
  const navigate = route.useNavigate();
  // Back to the list (Cancel, or after a save): the form has nothing left to guard.
  const onDone = () => void navigate({ to: '/parameters/users', ignoreBlocker: true });
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
