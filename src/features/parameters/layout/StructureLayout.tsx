import { Button, CloseButton, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery, useSessionStorage } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { StructureNavigator } from '../tree/StructureNavigator';
import classes from './StructureLayout.module.css';

/** Wide enough for the navigator and a page side by side. */
const WIDE = '(min-width: 1200px)';

/**
 * The structure pages (clients, sites, projects) with the client → site → project navigator beside
 * them: a sticky side panel on a wide screen, behind a "Structure" button in a drawer otherwise.
 * Whether the panel shows is kept for the browser tab.
 */
export function StructureLayout() {
  const t = useMessage();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const [shown, setShown] = useSessionStorage({ key: 'wattsight.structureNavigator', defaultValue: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // A page opened from the drawer closes it (adjusting state during render, not in an effect).
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  const panel = wide && shown;

  return (
    <div className={classes.layout}>
      {panel ? (
        <aside className={classes.panel} aria-label={t('parameters.layout.drawerTitle')}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {t('parameters.layout.drawerTitle')}
            </Text>
            <CloseButton size="sm" aria-label={t('parameters.layout.hideStructure')} onClick={() => setShown(false)} />
          </Group>
          <StructureNavigator />
        </aside>
      ) : null}
      <div className={classes.page}>
        {panel ? null : (
          <Button
            variant="default"
            size="xs"
            mb="sm"
            aria-label={t('parameters.layout.showStructureLabel')}
            aria-expanded={wide ? false : drawerOpen}
            onClick={() => (wide ? setShown(true) : setDrawerOpen(true))}
          >
            {t('parameters.layout.showStructure')}
          </Button>
        )}
        <Outlet />
      </div>
      {wide ? null : (
        <Drawer
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('parameters.layout.drawerTitle')}
          size={340}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <div className={classes.drawerBody}>
            <StructureNavigator />
          </div>
        </Drawer>
      )}
    </div>
  );
}
