import { ws, type WebSocketData, type WebSocketHandler, type WebSocketHandlerConnection } from 'msw';
import type { LiveMessage } from '../src/api/liveMessages';
import type { AccessTokenVerifier } from './auth/accessToken';
import type { LiveAudience } from './handlers/context';
import { languageOf, serverText, type ServerLanguage } from './serverTexts';

type LiveClient = WebSocketHandlerConnection['client'];

/** spec 000 §7 leaves the refusal unspecified: 4401 mirrors HTTP 401 in the application range. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

export interface LiveHub {
  /** The msw handler to add to the worker or server. */
  handler: WebSocketHandler;
  /** Sends a message to the connected, signed-in clients of its audience (the mocked jobs call it). */
  broadcast(message: LiveMessage, audience: LiveAudience): void;
  clientCount(): number;
}

/** msw matches websocket links without their query: the URL is given without it. */
function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.toString();
}

/** A client's keep-alive (`{"action":"ping"}`), answered with a pong. */
export function isPing(data: WebSocketData): boolean {
  if (typeof data !== 'string') return false;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && (value as { action?: unknown }).action === 'ping';
  } catch {
    return false;
  }
}

/** A live message as sent to a connection: its free text in the language the connection asked for. */
export function liveMessageText(message: LiveMessage, language: ServerLanguage): string {
  const text = 'message' in message ? message.message : undefined;
  return JSON.stringify(text ? { ...message, message: serverText(text, language) } : message);
}

/**
 * The mocked API's end of the live connection: checks the ApiKey token like the HTTP handlers
 * check the bearer token, answers pings, and lets the mocked jobs push messages.
 */
export function createLiveHub(websocketUrl: string, verifyToken: AccessTokenVerifier): LiveHub {
  const link = ws.link(withoutQuery(websocketUrl));
  /** Each signed-in connection and the account it signed in with. */
  const signedIn = new Map<LiveClient, string>();
  /** The language each connection asked for (`lang`): a message's free text is sent in it. */
  const languages = new Map<LiveClient, ServerLanguage>();

  const handler = link.addEventListener('connection', ({ client }) => {
    const token = client.url.searchParams.get('ApiKey');
    languages.set(client, languageOf(client.url.searchParams.get('lang')));
    // The client may send (pending requests, a ping) before the token is checked: hold them.
    const accepted = (token ? verifyToken(token) : Promise.resolve(null)).then((accountId) => {
      if (!accountId) {
        client.close(UNAUTHORIZED_CLOSE_CODE, 'UNAUTHORIZED');
        return false;
      }
      signedIn.set(client, accountId);
      return true;
    });
    client.addEventListener('message', (event) => {
      void accepted.then((ok) => {
        if (ok && isPing(event.data)) client.send(JSON.stringify({ action: 'pong' }));
      });
    });
    client.addEventListener('close', () => {
      signedIn.delete(client);
      languages.delete(client);
    });
  });

  return {
    handler,
    broadcast(message, audience) {
      for (const [client, accountId] of signedIn) {
        if (!audience(accountId)) continue;
        const language = languages.get(client) ?? 'fr';
        client.send(liveMessageText(message, language));
      }
    },
    clientCount: () => signedIn.size,
  };
}
