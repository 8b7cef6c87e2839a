/** Codes the client raises itself; the server's codes are in errorCodes.ts (spec 000 §8). */
export type ClientErrorCode =
  | 'NETWORK'
  | 'TIMEOUT'
  | 'RESPONSE_SCHEMA_MISMATCH'
  | 'INVALID_PAYLOAD'
  | 'INVALID_DOWNLOAD_URL'
  | 'DOWNLOAD_URL_NOT_FOUND'
  | 'FILE_NOT_ACCESSIBLE'
  | 'DOWNLOAD_FAILED'
  | 'UNKNOWN';

/**
 * A failed API call. `messages` is the server's message list (spec 000 §8: codes or raw text),
 * or one client code when the server gave none.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly messages: readonly string[];

  constructor(status: number | null, messages: readonly string[], options?: { cause?: unknown }) {
    super(messages[0] ?? 'UNKNOWN', options);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages.length > 0 ? messages : ['UNKNOWN'];
  }

  /** The first message: what the user is told (spec 000 §8). */
  get code(): string {
    return this.messages[0] ?? 'UNKNOWN';
  }

  has(code: string): boolean {
    return this.messages.includes(code);
  }

  /** Worth one more try: the server or the network failed, not the request. */
  get transient(): boolean {
    if (this.has('MAINTENANCE')) return false;
    return this.status === null ? this.code === 'NETWORK' || this.code === 'TIMEOUT' : this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message list of an error body. The server sends `{ messages: [...] }`; a bare string, a
 * `message` field or a `detail` field are accepted too so that no server text is lost.
 */
export function readMessages(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  for (const field of ['messages', 'message', 'detail', 'error']) {
    const value = record[field];
    if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (texts.length > 0) return texts;
    } else if (typeof value === 'string' && value.trim()) {
      return [value.trim()];
    }
  }
  return [];
}

/** A write payload that fails its schema: nothing is sent, and the user is told INVALID_PAYLOAD. */
export function invalidPayload(cause: { issues: readonly unknown[] }): ApiError {
  console.error('Invalid payload', cause.issues.slice(0, 5));
  return new ApiError(null, ['INVALID_PAYLOAD'], { cause });
}
