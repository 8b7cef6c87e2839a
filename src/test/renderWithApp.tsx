import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { refreshingMutationCache } from '../app/queryClient';
import { parseSearchParams, stringifySearchParams } from '../lib/searchParams';
import { cssVariablesResolver, theme } from '../app/theme';
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

/**
 * Renders a route tree in memory with the app's providers (language, theme, query client), as
 * component tests need, reading and writing the URL's search as the app does.
 */
export async function renderWithApp(
  routeTree: AnyRoute,
  options: { url?: string; locale?: Locale } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  installTestConfig();
  const queryClient = new QueryClient({
    mutationCache: refreshingMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
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
    <LocaleProvider initial={locale} initialMessages={CATALOGUES[locale]}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>,
  );
  return { ...result, queryClient };
}
