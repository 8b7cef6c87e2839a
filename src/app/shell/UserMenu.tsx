import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openConfirmModal } from '@mantine/modals';
import { demoControls } from '../demoControls';
import { signOut } from '../../auth/authClient';
import { removeAllDrafts } from '../../ui/forms/draftStorage';
import { profileUpdateFrom, updateProfile } from '../../entities/users/profile';
import { displayName, roleNames, type CurrentUser } from '../../entities/users/currentUser';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useMessage } from '../../i18n/useMessage';
import { isRole, isSuperuser } from '../../lib/permissions';

/** The signed-in user (name, role, user type), their profile, the language and sign-out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const { locale, changeLocale } = useLocale();
  const demo = demoControls();
  const saveProfile = updateProfile.useMutation();
  // The choice follows the user to other browsers: it is saved in their profile too.
  const chooseLanguage = (language: Locale) => {
    void changeLocale(language);
    saveProfile.mutate({ userId: user.id, input: profileUpdateFrom(user, { preferences: { language } }) });
  };
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
            onClick={() => chooseLanguage(option)}
          >
            {t(`shell.language.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {demo && (
          <Menu.Item onClick={() => confirmDemoReset(t, () => demo.resetDemoData())}>{t('demo.reset')}</Menu.Item>
        )}
        <Menu.Item
          onClick={() => {
            removeAllDrafts();
            void signOut();
          }}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Asks first: a reset throws away every change made in the demo. */
function confirmDemoReset(t: ReturnType<typeof useMessage>, reset: () => Promise<void>): void {
  openConfirmModal({
    title: t('demo.reset.title'),
    children: t('demo.reset.body'),
    labels: { confirm: t('demo.reset.confirm'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      // A fresh page: no screen keeps showing data the reset removed.
      void reset().then(() => window.location.reload());
    },
  });
}
