// The engines' test proxy: the browser talks to it, it talks to the real server. It
// - adds `report-uri /__engines/csp` to every Content-Security-Policy, so each engine reports its
//   violations here (WebKit's driver has no console to read them from);
// - puts page-watch.js first into each portal page, an early listener for uncaught errors, rejected
//   promises, console.error and CSP violations (allowed by the portal's own policy: script-src 'self');
// - can be taken offline (every connection refused), the same way in every engine, for the
//   service-worker journey;
// - stands in front of the sandbox gateway too (wallet and store pages, another origin than the
//   portal's, decision 0059), on a port of its own, so the browser meets two origins as with a real
//   gateway and both sides name the proxy's addresses.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const WATCH_JS = readFileSync(new URL('./page-watch.js', import.meta.url));
const WATCH_TAG = '<script src="/__engines/watch.js"></script>';

export interface Problem {
  kind: string;
  page: string;
  detail: string;
}

export interface TestProxy {
  baseUrl: string;
  /** The sandbox gateway as the browser reaches it; undefined when the server has none. */
  gatewayUrl: string | undefined;
  problems(): Problem[];
  clear(): void;
  setOffline(offline: boolean): void;
  /**
   * The connection drops at the `count`-th request from now whose path matches `paths`: that request
   * and every later one are refused (as setOffline(true)) until setOffline(false).
   */
  cutAfter(count: number, paths: RegExp): void;
  /** Was the proxy offline since the last clear()? Then the engines' own "failed to load" lines are the test's doing. */
  wasOffline(): boolean;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Replaces each origin by its stand-in; a port must end where the origin does (4000 is not 40001). */
function rewriter(pairs: [string, string][]) {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const list = pairs.filter(([from]) => from);
  if (!list.length) return (text: string) => text;
  const re = new RegExp(`(${list.map(([from]) => escape(from)).join('|')})(?!\\d)`, 'g');
  const to = new Map(list);
  return (text: string) => text.replace(re, (m) => to.get(m) ?? m);
}

const loopback = (origin: string) => origin.replace('//localhost:', '//127.0.0.1:');

/** Where the server's sandbox gateway is (GET /api/sandbox/gateway), if it has one. */
async function gatewayOf(upstream: string): Promise<string | undefined> {
  const res = await fetch(`${upstream}/api/sandbox/gateway`).catch(() => undefined);
  if (!res?.ok) return undefined;
  return ((await res.json()) as { origin: string }).origin;
}

export async function startProxy(upstream: string, port = 0): Promise<TestProxy> {
  const target = new URL(upstream);
  const upstreamOrigin = target.origin;
  const gatewayOrigin = await gatewayOf(upstream);
  let gatewayUrl: string | undefined;
  let problems: Problem[] = [];
  let offline = false;
  let wasOffline = false;
  let cut: { left: number; paths: RegExp } | undefined;
  const sockets = new Set<Socket>();
  // The server names its own origins in some answers (the gateway's form in html_content, the store
  // slip's URL, the return URL, form-action in the policies): the browser must see the proxy's, and
  // the server the real ones in what the browser sends (Origin, Referer).
  let toBrowser = (text: string) => text;
  let toServer = (text: string) => text;

  const handler = (to: URL) => async (req: IncomingMessage, res: ServerResponse) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const path = req.url ?? '/';
    if (cut && cut.paths.test(path) && --cut.left <= 0) {
      cut = undefined;
      goOffline(true);
      req.socket.destroy();
      return;
    }
    if (path === '/__engines/watch.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(WATCH_JS);
      return;
    }
    if (req.method === 'POST' && (path === '/__engines/report' || path === '/__engines/csp')) {
      const body = (await readBody(req)).toString('utf8');
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        if (path === '/__engines/report') problems.push(parsed as unknown as Problem);
        else {
          const report = (parsed['csp-report'] ?? parsed) as Record<string, unknown>;
          problems.push({
            kind: 'csp-report',
            page: String(report['document-uri'] ?? ''),
            detail: `${String(report['violated-directive'] ?? report['effective-directive'])} blocked ${String(report['blocked-uri'])}`,
          });
        }
      } catch {
        problems.push({ kind: 'report', page: '', detail: body.slice(0, 500) });
      }
      res.writeHead(204).end();
      return;
    }
    const headers = { ...req.headers };
    // Plain bodies, so a page can be read and the watcher put in.
    delete headers['accept-encoding'];
    // The server is asked under its own name, as a reverse proxy forwards it (decision 0060).
    headers.host = to.host;
    for (const name of ['origin', 'referer'] as const) if (typeof headers[name] === 'string') headers[name] = toServer(headers[name]);
    // No kept-alive upstream sockets: one the server has just timed out would fail a request at random.
    const upstreamReq = httpRequest(
      { hostname: to.hostname, port: to.port, path, method: req.method, headers, agent: false },
      async (up) => {
        const out: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(up.headers))
          if (v !== undefined) out[k] = typeof v === 'string' ? toBrowser(v) : v.map(toBrowser);
        const csp = typeof out['content-security-policy'] === 'string' ? out['content-security-policy'] : undefined;
        if (csp) out['content-security-policy'] = `${csp}; report-uri /__engines/csp`;
        const type = String(up.headers['content-type'] ?? '');
        const isPortalPage = type.startsWith('text/html') && csp !== undefined && csp.startsWith("default-src 'self'");
        if (!/^(text\/html|application\/json)/.test(type)) {
          res.writeHead(up.statusCode ?? 502, out);
          up.pipe(res);
          return;
        }
        let body = toBrowser((await readBody(up)).toString('utf8'));
        if (isPortalPage) body = body.replace(/<head([^>]*)>/i, (head) => `${head}${WATCH_TAG}`);
        delete out['etag'];
        // Sent whole now: a chunked framing header beside a length makes WebKit and Firefox drop the answer.
        delete out['transfer-encoding'];
        out['content-length'] = String(Buffer.byteLength(body));
        res.writeHead(up.statusCode ?? 502, out);
        res.end(body);
      },
    );
    upstreamReq.on('error', (error) => {
      problems.push({ kind: 'proxy', page: path, detail: `the server did not answer: ${error.message}` });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  };
  const goOffline = (value: boolean) => {
    offline = value;
    wasOffline ||= value;
    // Kept-alive connections would still carry requests: cut them.
    if (value) for (const socket of sockets) socket.destroy();
  };
  const track = (socket: Socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server: Server = createServer(handler(target));
  server.on('connection', track);
  const listen = (s: Server, p: number) =>
    new Promise<string>((resolve) =>
      s.listen(p, '127.0.0.1', () => {
        const address = s.address();
        resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : p}`);
      }),
    );
  const baseUrl = await listen(server, port);
  let gatewayServer: Server | undefined;
  if (gatewayOrigin) {
    gatewayServer = createServer(handler(new URL(gatewayOrigin)));
    gatewayServer.on('connection', track);
    gatewayUrl = await listen(gatewayServer, 0);
  }
  const pairs: [string, string][] = [
    [upstreamOrigin, baseUrl],
    [loopback(upstreamOrigin), baseUrl],
    ...(gatewayOrigin && gatewayUrl
      ? ([
          [gatewayOrigin, gatewayUrl],
          [loopback(gatewayOrigin), gatewayUrl],
        ] as [string, string][])
      : []),
  ];
  toBrowser = rewriter(pairs);
  toServer = rewriter([
    [baseUrl, upstreamOrigin],
    ...(gatewayOrigin && gatewayUrl ? ([[gatewayUrl, gatewayOrigin]] as [string, string][]) : []),
  ]);
  return {
    baseUrl,
    gatewayUrl,
    problems: () => [...problems],
    clear: () => {
      problems = [];
      wasOffline = offline;
    },
    wasOffline: () => wasOffline,
    setOffline: (value) => {
      cut = undefined;
      goOffline(value);
    },
    cutAfter: (count, paths) => {
      cut = { left: count, paths };
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (gatewayServer) await new Promise<void>((resolve) => gatewayServer.close(() => resolve()));
    },
  };
}
