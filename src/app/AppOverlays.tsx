import { Notifications } from '@mantine/notifications';

/**
 * The notification stack. It is not drawn on the first paint, so it loads after it (App.tsx); a
 * notification shown before it is there waits in its store. (The confirm dialogs' host is mounted
 * with the app: @mantine/modals' events would reach no one before it listens.)
 */
export function AppOverlays() {
  return <Notifications position="top-right" limit={4} />;
}
