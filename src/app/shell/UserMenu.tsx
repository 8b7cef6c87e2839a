import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { signOut } from '../../auth/authClient';
import { displayName, roleNames, type CurrentUser } from '../../features/profile/currentUser';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES } from '../../i18n/locale';
import { useMessage } from '../../i18n/useMessage';
import { isRole, isSuperuser } from '../../lib/permissions';

/** The signed-in user (name, role, user type), their profile, the language and sign-out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const { locale, changeLocale } = useLocale();
  const name = displayName(user);
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
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* The name comes from the visible text (WCAG 2.5.3: label in name), plus what it opens. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="teal" aria-hidden />
            <Stack gap={0}>
              <Text size="sm" fw={600} truncate maw={{ base: 120, sm: 220 }}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={{ base: 120, sm: 220 }}>
                {details}
              </Text>
            </Stack>
            <VisuallyHidden>{t('shell.userMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/user-preferences">
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Divider />
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            disabled={option === locale}
            aria-label={t('shell.languageOption', { language: t(`shell.language.${option}`) })}
            onClick={() => void changeLocale(option)}
          >
            {t(`shell.language.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('shell.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
