import { TEST_API_BASE_URL } from '../node';

/*
 * Calls for the operations handler tests (reports, interventions, imports, downloads): one token
 * per demo account, JSON in and out.
 */

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

export interface ListBody<T = Record<string, unknown>> {
  data: T[];
  total_count: number;
}

type Signer = (accountId: string) => Promise<string>;

export function createCaller(signToken: Signer) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (accountId: string) => {
    let token = tokens.get(accountId);
    if (!token) {
      token = signToken(accountId);
      tokens.set(accountId, token);
    }
    return token;
  };
  return async function call<T = Record<string, unknown>>(
    accountId: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** Every row of a list, page by page. */
export async function allPages<T>(call: ReturnType<typeof createCaller>, accountId: string, path: string, pageSize = 50): Promise<T[]> {
  const rows: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let offset = 0; ; offset += pageSize) {
    const { status, body } = await call<ListBody<T>>(accountId, 'GET', `${path}${separator}limit=${pageSize}&offset=${offset}`);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    rows.push(...body.data);
    if (offset + pageSize >= body.total_count) return rows;
  }
}
