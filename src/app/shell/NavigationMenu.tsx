import { Box, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useMessage } from '../../i18n/useMessage';
import type { NavigationGroup } from './navigation';

export function NavigationMenu({ groups, onNavigate }: { groups: readonly NavigationGroup[]; onNavigate: () => void }) {
  const t = useMessage();
  const { pathname } = useLocation();
  return (
    // A plain scrolling nav: Mantine's ScrollArea would bring its shared chunk (floating-ui with it,
    // ~20 KB gzipped) into the shell for a scrollbar the browser draws as well.
    <Box component="nav" aria-label={t('app.mainNavigation')} h="100%" className="app-nav-scroll">
      <Stack gap="sm" p="xs">
        {groups.map((group) => (
          <div key={group.labelId}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {t(group.labelId)}
            </Text>
            {group.items.map((item) => {
              const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.labelId)}
                  active={active}
                  variant="filled"
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </Box>
  );
}
