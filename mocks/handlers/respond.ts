import { parseOrdering } from '../../src/api/listPage';
import { HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { MockUser } from '../db/users';
import { authenticate, type MockApiContext } from './context';

/** An error the mocked API answers with the catalogue's `{ messages: [CODE] }` body. */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly codes: readonly string[],
  ) {
    super(codes.join(', '));
  }
}

export function fail(status: number, ...codes: string[]): never {
  throw new MockApiError(status, codes);
}

export function errorResponse(status: number, ...codes: string[]): Response {
  return HttpResponse.json({ messages: codes }, { status });
}

export interface RouteArgs {
  request: Request;
  params: PathParams;
  url: URL;
  caller: MockUser;
}

/**
 * A handler body with the caller authenticated (401 otherwise) and thrown MockApiErrors turned into
 * catalogue answers. Return a Response, or a value to send as JSON (undefined → 204).
 */
export function route(context: MockApiContext, body: (args: RouteArgs) => unknown) {
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const caller = await authenticate(context, request);
    if (caller instanceof Response) return caller;
    try {
      const result = await body({ request, params, url: new URL(request.url), caller });
      if (request.method !== 'GET' && !(result instanceof Response && !result.ok)) {
        context.changed();
        await context.settled();
      }
      if (result instanceof Response) return result;
      if (result === undefined) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(result as DefaultBodyType, { status: request.method === 'POST' ? 201 : 200 });
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error.status, ...error.codes);
      console.error('Mocked API failure', error);
      return errorResponse(500, 'ERROR');
    }
  };
}

export function hasPermission(caller: MockUser, name: string): boolean {
  return caller.permissions.some((permission) => permission.name === name);
}

/** 403 PERMISSION_DENIED unless the caller's role holds the permission. */
export function requirePermission(caller: MockUser, name: string): void {
  if (!hasPermission(caller, name)) fail(403, 'PERMISSION_DENIED');
}

export function requireSuperuser(
  caller: MockUser,
  code: 'NEEDS_SUPERUSER' | 'GLOBAL_SCENARIO_NEEDS_SUPERUSER' = 'NEEDS_SUPERUSER',
): void {
  if (!caller.isSuperuser) fail(403, code);
}

/** The JSON object of a write; 400 INVALID_JSON otherwise. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  return fail(400, 'INVALID_JSON');
}

/** A numeric path parameter; a non-number is "not found" with the resource's code. */
export function idParam(params: PathParams, name: string, notFoundCode: string): number {
  const value = params[name];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isNaN(id) ? fail(404, notFoundCode) : id;
}

export function findOr404<T extends { id: number }>(rows: readonly T[], id: number, notFoundCode: string): T {
  return rows.find((row) => row.id === id) ?? fail(404, notFoundCode);
}

export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}

export function removeById<T extends { id: number }>(rows: T[], id: number, notFoundCode: string): T {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) fail(404, notFoundCode);
  return rows.splice(index, 1)[0] as T;
}

/**
 * spec 000 §7: lists honour limit and offset and answer `{ data, total_count }`; `view` turns the
 * page's rows (only those) into their answers.
 */
export function paginate<T>(rows: readonly T[], url: URL): { data: T[]; total_count: number };
export function paginate<T, V>(rows: readonly T[], url: URL, view: (row: T) => V): { data: V[]; total_count: number };
export function paginate<T, V>(
  rows: readonly T[],
  url: URL,
  view?: (row: T) => V,
): { data: (T | V)[]; total_count: number } {
  const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? rows.length : Math.max(0, Number(limitText) || 0);
  const data = rows.slice(offset, offset + limit);
  return { data: view ? data.map((row) => view(row)) : data, total_count: rows.length };
}

type SortKey<T> = (row: T) => string | number | null;

/**
 * Sorts rows by the `ordering` query parameter (`field` or `-field`, see src/api/listPage.ts).
 * An unknown field keeps the list's default order; ties keep it too (stable sort). Nulls go last
 * whatever the direction, the way users read "no end date yet".
 */
export function orderRows<T>(rows: readonly T[], url: URL, keys: Readonly<Record<string, SortKey<T>>>): T[] {
  const sort = parseOrdering(url.searchParams.get('ordering'));
  const key = sort ? keys[sort.field] : undefined;
  if (!sort || !key) return [...rows];
  const direction = sort.descending ? -1 : 1;
  const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  return rows
    .map((row) => ({ row, value: key(row) }))
    .sort((left, right) => {
      if (left.value === right.value) return 0;
      if (left.value === null) return 1;
      if (right.value === null) return -1;
      const compared =
        typeof left.value === 'number' && typeof right.value === 'number'
          ? left.value - right.value
          : collator.compare(String(left.value), String(right.value));
      return compared * direction;
    })
    .map(({ row }) => row);
}

/** Case-insensitive "contains" filter; an absent or empty query keeps everything. */
export function matchesText(value: string | null | undefined, query: string | null): boolean {
  if (!query) return true;
  return (value ?? '').toLocaleLowerCase('fr').includes(query.toLocaleLowerCase('fr'));
}

/** A numeric query parameter, or null when absent or not a number. */
export function numberParam(url: URL, name: string): number | null {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
