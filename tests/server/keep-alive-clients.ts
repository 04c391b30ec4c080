/**
 * Clients that keep their connections alive and send requests back to back, as a busy app or a load
 * balancer's connection pool does, for the suites that stop servers under them. Each request's fate
 * is one of:
 *   - answered: a status came back;
 *   - refused: the connection could not be made (ECONNREFUSED): nothing was sent, a client may retry
 *     anything safely;
 *   - reset: the request was written on a connection that then closed or reset without an answer
 *     (ECONNRESET, "socket hang up", EPIPE): the client cannot know whether it was done, and a
 *     balancer that does not retry turns it into an error for its customer. Never acceptable.
 */
import { Agent, request } from 'node:http';

export interface Fate {
  answered: number;
  /** Answers that were not 2xx, with their status and path. */
  failed: string[];
  refused: number;
  /** Requests written and then lost, with the error and whether the connection was a reused one. */
  resets: string[];
  /** Answers that carried `Connection: close`. */
  closing: number;
}

export interface KeepAliveClients {
  fate: Fate;
  /** Stops sending; resolves when every client's last request has ended. */
  stop(): Promise<void>;
}

const RESET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface ClientOptions {
  clients?: number;
  headers?: Record<string, string>;
  /** Each client waits up to this long (at random) between two requests: its connection sits idle meanwhile. */
  pauseMs?: number;
}

/**
 * `clients` loops, each sending GET `paths` in turn to `baseUrl` over one keep-alive agent (a socket
 * per client at most, reused from request to request), until stop().
 */
export function keepAliveClients(baseUrl: string, paths: string[], options: ClientOptions = {}): KeepAliveClients {
  const { clients = 8, headers = {}, pauseMs = 0 } = options;
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const fate: Fate = { answered: 0, failed: [], refused: 0, resets: [], closing: 0 };
  let running = true;
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const req = request({ host: url.hostname, port: url.port, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          fate.answered++;
          if (res.headers.connection === 'close') fate.closing++;
          if ((res.statusCode ?? 0) >= 300) fate.failed.push(`${res.statusCode} ${path}`);
          resolve();
        });
        res.on('error', (err: NodeJS.ErrnoException) => {
          fate.resets.push(`${err.code ?? err.message} during the answer to ${path}`);
          resolve();
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') fate.refused++;
        else if (RESET.has(err.code ?? '') || /socket hang up/.test(err.message))
          fate.resets.push(`${err.code ?? err.message} on a ${req.reusedSocket ? 'reused' : 'new'} connection: ${path}`);
        else fate.failed.push(`${err.code ?? err.message} ${path}`);
        resolve();
      });
      req.end();
    });
  const loop = async (n: number) => {
    for (let i = n; running; i++) {
      const before = fate.refused;
      await one(paths[i % paths.length]!);
      // Refused: the server is gone; do not spin on it.
      if (fate.refused > before) await new Promise((r) => setTimeout(r, 20));
      else if (pauseMs) await new Promise((r) => setTimeout(r, Math.random() * pauseMs));
    }
  };
  const loops = Array.from({ length: clients }, (_, n) => loop(n));
  return {
    fate,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}
