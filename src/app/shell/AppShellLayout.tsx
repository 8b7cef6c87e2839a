import { ActionIcon, AppShell, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getAppConfig } from '../../config/appConfig';
import { BrandMark } from '../../ui/BrandMark';
import { currentUserQueryOptions } from '../../entities/users/currentUser';
import { usePanelState } from '../../entities/users/layoutPreferences';
import { useMessage } from '../../i18n/useMessage';
import { hasPermission } from '../../lib/permissions';
import { startReadyDownload } from '../startReadyDownload';
import { useLiveConnection } from '../useLiveConnection';
import { useAccountLanguage } from './accountLanguage';
import { useAccountColorScheme } from '../colorScheme';
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
  // On a wide screen the navigation is open unless the user closed it (kept in their profile).
  const [navigationState, setNavigationState] = usePanelState('navigation');
  const navCollapsed = navigationState === 'collapsed';
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const matches = useMatches();
  const page = matches[matches.length - 1]?.staticData;
  const required = page?.permission;
  const allowed = !required || hasPermission(user, required);
  useLiveConnection({ startDownload: startReadyDownload });
  useAccountLanguage(user);
  useAccountColorScheme(user.preferences?.colorScheme);

  // The wall display keeps the session, the live connection and the account's settings, not the frame.
  if (page?.bare) return <main id="main">{allowed ? <Outlet /> : <ForbiddenScreen />}</main>;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened, desktop: navCollapsed } }}
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
            <Tooltip label={navCollapsed ? t('app.showNavigation') : t('app.hideNavigation')} openDelay={400}>
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={navCollapsed ? t('app.showNavigation') : t('app.hideNavigation')}
                aria-expanded={!navCollapsed}
                aria-controls="app-navigation"
                onClick={() => setNavigationState(navCollapsed ? 'open' : 'collapsed')}
              >
                <SidebarIcon />
              </ActionIcon>
            </Tooltip>
            <Link to="/home" style={{ textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 8 }}>
              <BrandMark />
              <Text component="span" fw={700} size="lg" c="var(--mantine-color-teal-text)">
                {getAppConfig().productName}
              </Text>
            </Link>
          </Group>
          <Suspense fallback={<UserMenuButton user={user} disabled />}>
            <UserMenu user={user} />
          </Suspense>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="app-navigation" data-collapsed-on-wide={navCollapsed || undefined}>
        <NavigationMenu groups={visibleNavigation(user)} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <PageHeader />
        {allowed ? <Outlet /> : <ForbiddenScreen />}
      </AppShell.Main>
    </AppShell>
  );
}

/** A window with its side column: the navigation's show and hide button. */
function SidebarIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </svg>
  );
}
