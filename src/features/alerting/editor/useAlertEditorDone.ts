import { useNavigate, useRouter } from '@tanstack/react-router';
import { alertEditorDestination, type AlertEditorSearch, type AlertProjectScope } from './alertEditorSearch';

export type AlertEditorOutcome = 'created' | 'updated' | 'cancelled';
export type AlertEditorDone = (outcome: AlertEditorOutcome, scope: AlertProjectScope | null) => void;

/**
 * Where the alert editor goes once it is done: after a PUT the internal `returnTo` path (spec 000
 * §7 "may navigate to a given path afterwards"), else the list filtered on the alert's project. A
 * save leaves without the unsaved-changes question; a cancel asks first when something is unsaved.
 * When the save's re-read of the alert met a maintenance answer, the maintenance page is already
 * shown: the user is left there, not taken on to a screen that would hide it and its "Try again".
 */
export function useAlertEditorDone(search: AlertEditorSearch): AlertEditorDone {
  const navigate = useNavigate();
  const router = useRouter();
  return (outcome: AlertEditorOutcome, scope: AlertProjectScope | null) => {
    if (router.state.location.pathname === '/maintenance') return;
    const destination = alertEditorDestination(search, outcome, scope);
    if (destination.kind === 'path') {
      void navigate({ href: destination.href, ignoreBlocker: outcome !== 'cancelled' });
      return;
    }
    void navigate({
      to: '/alerting-config',
      search: destination.scope ?? {},
      ignoreBlocker: outcome !== 'cancelled',
    });
  };
}
