import { Menu, useMantineColorScheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { openConfirmModal } from '@mantine/modals';
import { demoControls } from '../demoControls';
import { signOut } from '../../auth/authClient';
import { removeAllDrafts } from '../../navigation/forms/draftStorage';
import {
  profileColorSchemeSchema,
  profileUpdateFrom,
  updateProfile,
  type ProfileColorScheme,
} from '../../entities/users/profile';
import type { CurrentUser } from '../../entities/users/currentUser';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useMessage } from '../../i18n/useMessage';
import { UserMenuButton } from './UserMenuButton';

/**
 * The signed-in user (name, role, user type), their profile, the language, the colour scheme and
 * sign-out. Loaded after the shell's first paint (AppShellLayout): its dropdown is not drawn until
 * it is opened.
 */
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
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const chooseColorScheme = (scheme: ProfileColorScheme) => {
    setColorScheme(scheme);
    saveProfile.mutate({ userId: user.id, input: profileUpdateFrom(user, { preferences: { colorScheme: scheme } }) });
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UserMenuButton user={user} />
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
        {profileColorSchemeSchema.options.map((option) => (
          <Menu.Item key={option} disabled={option === colorScheme} onClick={() => chooseColorScheme(option)}>
            {t(`shell.colorScheme.${option}`)}
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
