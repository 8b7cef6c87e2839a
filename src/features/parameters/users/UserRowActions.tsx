import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMessage } from '../../../i18n/useMessage';
import type { User } from '../../../entities/users/usersApi';
import { userName } from './userLabels';

interface UserRowActionsProps {
  user: User;
  busy: boolean;
  /** Null when this user cannot be deleted by the signed-in one (themselves, or a super admin for an admin). */
  askDelete: ((user: User) => void) | null;
}

/** A row's actions in one menu; each name carries the user's, for screen readers' lists of controls. */
export function UserRowActions({ user, busy, askDelete }: UserRowActionsProps) {
  const t = useMessage();
  const name = { name: userName(user) };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="default" loading={busy} aria-label={t('parameters.users.action.menu', name)}>
          {t('common.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          aria-label={t('parameters.users.action.edit', name)}
          renderRoot={(props) => (
            <Link to="/parameters/users/$userId/main-informations" params={{ userId: user.id }} {...props} />
          )}
        >
          {t('common.edit')}
        </Menu.Item>
        {askDelete ? (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              aria-label={t('parameters.users.action.delete', name)}
              onClick={() => askDelete(user)}
            >
              {t('common.delete')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
