import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { signOut } from '../../auth/authClient';
import { displayName, roleNames, type CurrentUser } from '../../features/profile/currentUser';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES } from '../../i18n/locale';
import { useMessage } from '../../i18n/useMessage';
import { isRole, isSuperuser } from '../../lib/permissions';

export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const { locale, changeLocale } = useLocale();
  const name = displayName(user);
  const role = roleNames(user).find(isRole);

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} title={name}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="teal">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" visibleFrom="sm" truncate maw={180}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright" truncate>
            {name}
          </Text>
          <Group gap={4} mt={4}>
            {role ? <Badge size="xs" variant="light">{t(`role.${role}`)}</Badge> : null}
            <Badge size="xs" variant="outline" color="gray">
              {t(user.isExternal ? 'shell.userType.external' : 'shell.userType.internal')}
            </Badge>
            {isSuperuser({ roles: roleNames(user), isSuperuser: user.isSuperuser }) ? (
              <Badge size="xs" color="grape">{t('shell.superuser')}</Badge>
            ) : null}
          </Group>
        </Menu.Label>
        <Menu.Item component={Link} to="/user-preferences">
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            disabled={option === locale}
            aria-current={option === locale ? 'true' : undefined}
            onClick={() => void changeLocale(option)}
          >
            {t(`shell.language.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
