import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isPing, UNAUTHORIZED_CLOSE_CODE } from '../live';
import { languageOf } from '../serverTexts';
import type { LiveSocket, SessionStore } from './sessions';
import type { TokenSession } from './sessionToken';

/**
 * The live channel over a real websocket (spec 000 §7): the ApiKey token signs the connection in,
 * pings are answered, and the session's background work reaches its own connections only.
 */
export function createLiveSocketRoute(options: {
  origin: string;
  store: SessionStore;
  readToken: (token: string) => Promise<TokenSession | null>;
}) {
  const server = new WebSocketServer({ noServer: true });

  const accept = (socket: WebSocket, url: URL) => {
    const token = url.searchParams.get('ApiKey');
    const language = languageOf(url.searchParams.get('lang'));
    // The client may send (a ping) before its token is checked: hold its messages until then.
    const signedIn = (token ? options.readToken(token) : Promise.resolve(null)).then((found) => {
      if (!found || socket.readyState !== socket.OPEN) {
        socket.close(UNAUTHORIZED_CLOSE_CODE, 'UNAUTHORIZED');
        return null;
      }
      const live: LiveSocket = { accountId: found.accountId, language, send: (text) => socket.send(text) };
      const session = options.store.session(found.sessionId);
      session.sockets.add(live);
      socket.on('close', () => session.sockets.delete(live));
      return live;
    });
    socket.on('message', (data: RawData, isBinary) => {
      void signedIn.then((live) => {
        if (live && !isBinary && Buffer.isBuffer(data) && isPing(data.toString('utf8')))
          socket.send(JSON.stringify({ action: 'pong' }));
      });
    });
  };

  return {
    /** Takes over an HTTP upgrade on the live channel's path. */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const url = new URL(req.url ?? '/', options.origin);
      server.handleUpgrade(req, socket, head, (client) => accept(client, url));
    },
    close(): void {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
