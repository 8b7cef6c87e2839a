import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { refreshingMutationCache } from '../app/queryClient';
import { parseSearchParams, stringifySearchParams } from '../lib/searchParams';
import { AppMantineProvider } from '../app/colorScheme';
import { setAppConfig } from '../config/appConfig';
import { parseConfig } from '../config/configSchema';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages';
import { TEST_RAW_CONFIG } from './testConfig';

export function installTestConfig(): void {
  const result = parseConfig(TEST_RAW_CONFIG, 'http://localhost');
  if (!result.ok) throw new Error(result.problems.join('\n'));
  setAppConfig(result.config);
}

const CATALOGUES: Record<Locale, Messages> = { fr, en };

function newTestQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: refreshingMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
}

function AppProviders({
  locale,
  queryClient,
  children,
}: {
  locale: Locale;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <LocaleProvider initial={locale} initialMessages={CATALOGUES[locale]}>
      <AppMantineProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppMantineProvider>
    </LocaleProvider>
  );
}

/**
 * Renders a router-free component (src/entities, src/ui) with the app's providers (language,
 * theme, query client) and no router: what renderWithApp gives, without a route tree to make.
 */
export function renderWithProviders(
  element: ReactElement,
  options: { locale?: Locale } = {},
): RenderResult & { queryClient: QueryClient } {
  installTestConfig();
  const queryClient = newTestQueryClient();
  const result = render(
    <AppProviders locale={options.locale ?? 'en'} queryClient={queryClient}>
      {element}
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/**
 * Renders a route tree in memory with the app's providers (language, theme, query client), as
 * component tests need, reading and writing the URL's search as the app does.
 */
export async function renderWithApp(
  routeTree: AnyRoute,
  options: { url?: string; locale?: Locale } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  installTestConfig();
  const queryClient = newTestQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [options.url ?? '/'] }),
    context: { queryClient },
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  });
  await router.load();
  const locale = options.locale ?? 'en';
  const result = render(
    <AppProviders locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient };
}
