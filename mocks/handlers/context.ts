import { HttpResponse } from 'msw';
import { bearerToken, type AccessTokenVerifier } from '../auth/accessToken';
import { findUserByAccountId, type MockUser } from '../db/users';

export interface MockApiContext {
  /** The API base URL, ending with "/". */
  apiBaseUrl: string;
  verifyToken: AccessTokenVerifier;
  users: MockUser[];
}

export function apiUrl(context: MockApiContext, path: string): string {
  return `${context.apiBaseUrl}${path}`;
}

/** The signed-in caller, or the 401 answer for a missing, invalid or expired token. */
export async function authenticate(context: MockApiContext, request: Request): Promise<MockUser | Response> {
  const token = bearerToken(request);
  const accountId = token ? await context.verifyToken(token) : null;
  const user = accountId ? findUserByAccountId(context.users, accountId) : undefined;
  return user ?? HttpResponse.json({ messages: ['UNAUTHORIZED'] }, { status: 401 });
}
