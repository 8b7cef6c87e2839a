import { getResponse, HttpResponse } from 'msw';
import { bearerToken } from '../auth/accessToken';
import { createFaultHandler } from '../faultHandler';
import { FAULTS_STORAGE_KEY } from '../faultSwitch';
import { createHandlers } from '../handlers';
import { cookieValue } from './cookies';
import { sendFetchResponse, toFetchRequest, type NodeRequest, type NodeResponse } from './nodeFetch';
import type { SessionStore } from './sessions';
import type { TokenSession } from './sessionToken';

/** Requests without a valid token share one session: the handlers answer them 401 from its users. */
const SIGNED_OUT_SESSION = 'signed-out';

/**
 * QA's fault switch on the reference server: a cookie of the demo's storage key, holding the same
 * rule text (README "Fault injection (QA)"). A live build has no mocked API to read storage, but its
 * requests to the API carry the origin's cookies.
 */
export function faultTextOf(cookieHeader: string | undefined): string | null {
  return cookieValue(cookieHeader, FAULTS_STORAGE_KEY);
}

/** The mocked API's handlers answering real HTTP requests under `apiBaseUrl`, one database per session. */
export function createApiRoute(options: {
  origin: string;
  store: SessionStore;
  readToken: (token: string) => Promise<TokenSession | null>;
}) {
  const { store, origin } = options;
  const { apiBaseUrl } = store.context;
  const handlers = [
    createFaultHandler(apiBaseUrl, store.faultRules, store.faultCounter),
    ...createHandlers(store.context),
  ];
  const answer = (sessionId: string, request: Request, faultText: string | null) =>
    store.run(sessionId, async () => {
      store.useFaultText(faultText);
      return getResponse(handlers, request);
    });

  /**
   * A signed link (a file's `?token=`) carries no bearer token: the browser follows it as a plain
   * navigation. It is answered by the session whose database signed it; its token is unguessable.
   */
  const answerSignedLink = async (request: Request, faultText: string | null) => {
    for (const sessionId of store.recentIds()) {
      if (sessionId === SIGNED_OUT_SESSION) continue;
      const response = await answer(sessionId, request.clone(), faultText);
      if (response && response.status < 400) return response;
    }
    return undefined;
  };

  return async (req: NodeRequest, res: NodeResponse): Promise<void> => {
    const request = await toFetchRequest(req, res, origin);
    const faultText = faultTextOf(req.headers.cookie);
    const token = bearerToken(request);
    const signedIn = token ? await options.readToken(token) : null;
    const signedLink = !signedIn && new URL(request.url).searchParams.has('token');
    const response =
      (signedLink ? await answerSignedLink(request, faultText) : undefined) ??
      (await answer(signedIn?.sessionId ?? SIGNED_OUT_SESSION, request, faultText));
    await sendFetchResponse(res, response ?? HttpResponse.json({ messages: ['NOT_FOUND'] }, { status: 404 }));
  };
}
