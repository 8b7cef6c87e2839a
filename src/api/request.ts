import { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import { ApiError, readMessages } from './apiError';
import { http, httpReporter, httpTimeouts } from './http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query parameters as the spec's list calls send them; empty values are left out. */
export type QueryParams = Readonly<
  Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>
>;

export interface ApiRequest<T> {
  method: HttpMethod;
  path: string;
  params?: QueryParams;
  body?: unknown;
  /** Every answer is parsed: a mismatch is an error, never data (CONVENTIONS: Data). */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

export function toSearchParams(params: QueryParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | number)[]) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  const text = await response.text().catch(() => '');
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text.length < 300 ? text : null;
  }
  const messages = readMessages(body);
  // spec 000 §8: a 403 that a fresh token did not cure is a refusal.
  if (response.status === 403 && messages.length === 0) return new ApiError(403, ['PERMISSION_DENIED']);
  if (messages.length === 0) return new ApiError(response.status, [response.status >= 500 ? 'ERROR' : 'UNKNOWN']);
  return new ApiError(response.status, messages);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return errorFromResponse(error.response);
  if (error instanceof TimeoutError) return new ApiError(null, ['TIMEOUT'], { cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  if (error instanceof TypeError) return new ApiError(null, ['NETWORK'], { cause: error });
  return new ApiError(null, ['UNKNOWN'], { cause: error });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(response.status, ['RESPONSE_SCHEMA_MISMATCH'], { cause });
  }
}

/**
 * One API call: bearer token, JSON in and out, the answer parsed by its schema. Failures become
 * an ApiError; the maintenance code sends the user to the maintenance page at once. A write's
 * success is announced only here, once its answer has been parsed: a malformed or mismatching
 * answer is an error, never a success.
 */
export async function apiRequest<T>({ method, path, params, body, schema, signal }: ApiRequest<T>): Promise<T> {
  let response: Response;
  try {
    response = await http()(path, {
      method,
      searchParams: toSearchParams(params),
      json: body === undefined ? undefined : body,
      signal,
      timeout: method === 'GET' ? httpTimeouts().readMs : httpTimeouts().writeMs,
    });
  } catch (error) {
    const apiError = await toApiError(error);
    if (apiError.has('MAINTENANCE')) httpReporter().reportMessages(apiError.messages);
    throw apiError;
  }
  const data = await readBody(response);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer to ${method} ${path}`, parsed.error.issues.slice(0, 5));
    throw new ApiError(response.status, ['RESPONSE_SCHEMA_MISMATCH'], { cause: parsed.error });
  }
  if (method !== 'GET') httpReporter().reportSuccess(method, path);
  return parsed.data;
}
