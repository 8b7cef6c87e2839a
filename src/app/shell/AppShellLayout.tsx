import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getAppConfig } from '../../config/appConfig';
import { BrandMark } from '../../ui/BrandMark';
import { currentUserQueryOptions } from '../../entities/users/currentUser';
import { useMessage } from '../../i18n/useMessage';
import { hasPermission } from '../../lib/permissions';
import { startReadyDownload } from '../startReadyDownload';
import { useLiveConnection } from '../useLiveConnection';
import { useAccountLanguage } from './accountLanguage';
import { ForbiddenScreen } from './ForbiddenScreen';
import { NavigationMenu } from './NavigationMenu';
import { PageHeader } from './PageHeader';
import { UserMenuButton } from './UserMenuButton';
import { visibleNavigation } from './navigation';

// The menu (Mantine's Menu, its popover and focus trap: ~35 KB gzipped) is not drawn until opened:
// it loads as the shell appears, behind a disabled copy of its button.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

export function AppShellLayout() {
  const t = useMessage();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const matches = useMatches();
  const required = matches[matches.length - 1]?.staticData.permission;
  const allowed = !required || hasPermission(user, required);
  useLiveConnection({ startDownload: startReadyDownload });
  useAccountLanguage(user);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('app.toggleNavigation')}
            />
            <Link to="/home" style={{ textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 8 }}>
              <BrandMark />
              <Text component="span" fw={700} size="lg" c="teal.9">
                {getAppConfig().productName}
              </Text>
            </Link>
          </Group>
          <Suspense fallback={<UserMenuButton user={user} disabled />}>
            <UserMenu user={user} />
          </Suspense>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <NavigationMenu groups={visibleNavigation(user)} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <PageHeader />
        {allowed ? <Outlet /> : <ForbiddenScreen />}
      </AppShell.Main>
    </AppShell>
  );
}
