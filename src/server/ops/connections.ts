import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A drained server closes a kept-alive connection only when it is quiet: nothing in progress, nothing
 * unread, and idle this long since it was accepted or last answered. Its client cannot be told to
 * stop using it (HTTP/1.1 has no word for an idle connection), so a connection closed just as its
 * client sends the next request loses that request (ECONNRESET after it was written). A client busy
 * on it sends again within milliseconds and is answered `Connection: close` instead; one that left
 * it idle for a second rarely picks it at the very moment it closes (docs/decisions/0146).
 */
export const QUIET_MS = 1000;

export interface Connections {
  /** Destroys every quiet connection (see QUIET_MS); run it after the poll phase (setImmediate). */
  closeQuiet(): void;
  /** When the last connection was accepted (ms). */
  lastAcceptedAt(): number;
}

export function trackConnections(server: Server): Connections {
  // Each connection and when it last fell idle; undefined while a request is being read or answered.
  const idleSince = new Map<Socket, number | undefined>();
  let lastAcceptedAt = 0;
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    idleSince.set(socket, lastAcceptedAt);
    socket.once('close', () => idleSince.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idleSince.set(socket, undefined);
    res.once('finish', () => {
      if (idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
  });
  return {
    closeQuiet() {
      const now = Date.now();
      for (const [socket, since] of idleSince) {
        // Node's own: a response still being written on it.
        const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
        if (since !== undefined && now - since >= QUIET_MS && !busy && socket.readableLength === 0) socket.destroy();
      }
    },
    lastAcceptedAt: () => lastAcceptedAt,
  };
}
