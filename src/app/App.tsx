import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { ApiFeedbackBridge } from './ApiFeedbackBridge';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages';
import type { createAppRouter } from './router';
import { AppMantineProvider } from './colorScheme';
import { lazy, Suspense, useCallback } from 'react';
import { maintenanceTarget } from './maintenanceRedirect';

// Not drawn on the first paint: the notification stack loads after it (what is shown before waits
// in its store). The modals host cannot wait: a dialog opened before it listens would be lost.
const AppOverlays = lazy(() => import('./AppOverlays').then((module) => ({ default: module.AppOverlays })));

export function App({
  queryClient,
  router,
  locale,
  messages,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  locale: Locale;
  messages: Messages;
}) {
  const goToMaintenance = useCallback(() => {
    const target = maintenanceTarget(router.state.location);
    if (target) void router.navigate({ to: '/maintenance', search: target });
  }, [router]);
  return (
    <LocaleProvider initial={locale} initialMessages={messages}>
      <AppMantineProvider>
        <ModalsProvider />
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
        <ApiFeedbackBridge goToMaintenance={goToMaintenance} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppMantineProvider>
    </LocaleProvider>
  );
}
