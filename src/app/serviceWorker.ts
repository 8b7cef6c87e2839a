import { reloadOnce } from '../api/reloadGuard';

/**
 * spec 000 §9: a new service worker is activated at once and the page reloads when it takes
 * control. Only in a live build: in demo mode msw's worker owns the scope (STACK-NOTES).
 */
export function registerAppServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  // The first install on a page that had no worker must not reload it; a later deployment's worker,
  // taking over from that one while the page stays open, must.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce('service-worker');
    controlled = true;
  });
  container.register('/sw.js').catch(() => {
    // The app works without its worker; a failed registration only costs the asset cache.
  });
}
