import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { displayName, roleNames, type CurrentUser } from '../../entities/users/currentUser';
import { useMessage } from '../../i18n/useMessage';
import { isRole, isSuperuser } from '../../lib/permissions';

type UserMenuButtonProps = { user: CurrentUser } & ComponentPropsWithoutRef<'button'>;

/**
 * The user menu's button: name, role and user type. Drawn by the shell at once (disabled until the
 * menu behind it has loaded), then as the menu's target.
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { user, ...buttonProps },
  ref,
) {
  const t = useMessage();
  const roles = roleNames(user);
  const role = roles.find(isRole);
  const superuser = isSuperuser({ roles, isSuperuser: user.isSuperuser });
  const details = [
    superuser ? t('shell.superuser') : role ? t(`role.${role}`) : null,
    t(user.isExternal ? 'shell.userType.external' : 'shell.userType.internal'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    // The name comes from the visible text (WCAG 2.5.3: label in name), plus what it opens.
    <UnstyledButton ref={ref} {...buttonProps}>
      <Group gap="xs" wrap="nowrap">
        <Avatar radius="xl" size="sm" color="teal" aria-hidden />
        <Stack gap={0}>
          <Text size="sm" fw={600} truncate maw={{ base: 120, sm: 220 }}>
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={{ base: 120, sm: 220 }}>
            {details}
          </Text>
        </Stack>
        <span className="visually-hidden">{t('shell.userMenu')}</span>
      </Group>
    </UnstyledButton>
  );
});
