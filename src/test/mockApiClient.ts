import { TEST_API_BASE_URL } from '../../mocks/node';
import { setupTestMockApi, type TestMockApi } from '../../mocks/testing';
import type { ApiReporter } from '../api/apiReporter';
import { initHttpClient } from '../api/http';

/*
 * What the API client tests share: the mocked API for the test file and the HTTP client signed in
 * as a demo account, so that resources and queries are read as the app reads them.
 */

/** Shows and logs nothing: for tests that expect refusals. */
export const quietReporter: ApiReporter = {
  reportError: () => undefined,
  reportMessages: () => undefined,
  reportSuccess: () => undefined,
};

export interface MockApiClientOptions {
  /** The client reports through `quietReporter` instead of the app's reporter. */
  quiet?: boolean;
  /** Every test starts from the seed. */
  resetBeforeEach?: boolean;
}

export type MockApiClient = TestMockApi & {
  /** From now on the client calls with the token of this demo account. */
  signInAs(accountId: string): void;
};

/** The mocked API for the test file, with the client signed in as `accountId` before the first test. */
export async function setupMockApiClient(accountId = 'u1', options: MockApiClientOptions = {}): Promise<MockApiClient> {
  const api = await setupTestMockApi({ resetBeforeEach: options.resetBeforeEach });
  const signInAs = (account: string) => {
    const token = () => api.signToken(account);
    initHttpClient(TEST_API_BASE_URL, {
      getAccessToken: token,
      refreshAccessToken: token,
      onUnauthorized: () => Promise.resolve(),
      ...(options.quiet ? { reporter: quietReporter } : {}),
    });
  };
  beforeAll(() => signInAs(accountId));
  return Object.assign(api, { signInAs });
}

interface Page<T> {
  data: T[];
  total_count: number;
}

/** Every row of a list, read `pageSize` at a time through a typed call (which parses each page). */
export async function readAllPages<T, P extends object>(
  list: (params: P & { limit: number; offset: number }) => Promise<Page<T>>,
  params: P,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await list({ ...params, limit: pageSize, offset });
    rows.push(...page.data);
    if (rows.length >= page.total_count || page.data.length === 0) return rows;
  }
}
