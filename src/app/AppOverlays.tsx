import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notification stack and the confirm dialogs' host. Neither is drawn on the first paint, so they
 * load after it (App.tsx); what is shown before they are there waits in their stores and events.
 * The modals host has no children: the app opens its dialogs through @mantine/modals' event
 * functions (openConfirmModal), never through its context.
 */
export function AppOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" limit={4} />
    </>
  );
}
