import { Button, CloseButton, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { usePanelState } from '../../../entities/users/layoutPreferences';
import { useMessage } from '../../../i18n/useMessage';
import { StructureNavigator } from '../tree/StructureNavigator';
import classes from './StructureLayout.module.css';

/** Wide enough for the navigator and a page side by side. */
const WIDE = '(min-width: 1200px)';
/** Wide enough for the navigator, the app's menu and a ten-column table together. */
const ROOMY = '(min-width: 1440px)';

/**
 * The structure pages (clients, sites, projects) with the client → site → project navigator beside
 * them: a sticky side panel on a wide screen, behind a "Structure" button in a drawer otherwise.
 * Whether the panel shows is the user's choice, kept in their profile; until they choose, it shows
 * where there is room for it beside the menu and a table (1440 px and more).
 */
export function StructureLayout() {
  const t = useMessage();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const roomy = useMediaQuery(ROOMY, true, { getInitialValueInEffect: false });
  const [panelState, setPanelState] = usePanelState('structurePanel');
  const shown = panelState === null ? roomy : panelState === 'open';
  const setShown = (next: boolean) => setPanelState(next ? 'open' : 'collapsed');
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
