import { createTestMockApi, TEST_API_BASE_URL } from './node';

/*
 * What the handler tests share: the mocked API on msw/node for the whole test file, and calls
 * signed as a demo account (JSON in and out).
 */

export type TestMockApi = Awaited<ReturnType<typeof createTestMockApi>>;

/**
 * The mocked API for the test file: listens before its first test, closes after its last. With
 * `resetBeforeEach`, every test starts from the seed; without, writes carry over unless the file
 * resets where it needs to.
 */
export async function setupTestMockApi(options: { resetBeforeEach?: boolean } = {}): Promise<TestMockApi> {
  const api = await createTestMockApi();
  beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => api.server.close());
  if (options.resetBeforeEach) beforeEach(() => api.reset());
  return api;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallResult<T = unknown> {
  status: number;
  /** The parsed JSON answer; null for an empty one. */
  body: T;
}

export interface ListBody<T = Record<string, unknown>> {
  data: T[];
  total_count: number;
}

type Signer = (accountId: string) => Promise<string>;

/**
 * `call(accountId, method, path, body?)`: one token per demo account (none for null), a string
 * body sent as it is (to send malformed JSON), anything else as JSON. `Default` types the answers
 * of calls that name no type of their own.
 */
export function createCaller<Default = Record<string, unknown>>(signToken: Signer) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (accountId: string) => {
    let token = tokens.get(accountId);
    if (!token) {
      token = signToken(accountId);
      tokens.set(accountId, token);
    }
    return token;
  };
  return async function call<T = Default>(
    accountId: string | null,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (accountId) headers.Authorization = `Bearer ${await tokenOf(accountId)}`;
    const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

export type Caller = ReturnType<typeof createCaller>;

/** Every row of a list, page by page. */
export async function allPages<T>(call: Caller, accountId: string, path: string, pageSize = 50): Promise<T[]> {
  const rows: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let offset = 0; ; offset += pageSize) {
    const { status, body } = await call<ListBody<T>>(
      accountId,
      'GET',
      `${path}${separator}limit=${pageSize}&offset=${offset}`,
    );
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    rows.push(...body.data);
    if (offset + pageSize >= body.total_count) return rows;
  }
}

/** An answer of the error catalogue: this status and `{ messages: [code] }`. */
export async function expectError(
  answer: CallResult | Promise<CallResult>,
  status: number,
  code: string,
): Promise<void> {
  const { status: actual, body } = await answer;
  expect(actual).toBe(status);
  expect(body).toEqual({ messages: [code] });
}
