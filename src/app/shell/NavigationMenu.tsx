import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useMessage } from '../../i18n/useMessage';
import type { NavigationGroup } from './navigation';

export function NavigationMenu({ groups, onNavigate }: { groups: readonly NavigationGroup[]; onNavigate: () => void }) {
  const t = useMessage();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('app.mainNavigation')} type="hover" scrollbarSize={6} h="100%">
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
    </ScrollArea>
  );
}
