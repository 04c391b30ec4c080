// The engines' test proxy: the browser talks to it, it talks to the real server. It
// - adds `report-uri /__engines/csp` to every Content-Security-Policy, so each engine reports its
//   violations here (WebKit's driver has no console to read them from);
// - puts page-watch.js first into each portal page, an early listener for uncaught errors, rejected
//   promises, console.error and CSP violations (allowed by the portal's own policy: script-src 'self');
// - can be taken offline (every connection refused), the same way in every engine, for the
//   service-worker journey.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
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
  problems(): Problem[];
  clear(): void;
  setOffline(offline: boolean): void;
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

export async function startProxy(upstream: string, port = 0): Promise<TestProxy> {
  const target = new URL(upstream);
  const upstreamOrigin = target.origin;
  const upstreamLoopback = `${target.protocol}//127.0.0.1:${target.port}`;
  let baseUrl = '';
  let problems: Problem[] = [];
  let offline = false;
  let wasOffline = false;
  const sockets = new Set<Socket>();

  const server: Server = createServer(async (req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const path = req.url ?? '/';
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
          problems.push({ kind: 'csp-report', page: String(report['document-uri'] ?? ''), detail: `${String(report['violated-directive'] ?? report['effective-directive'])} blocked ${String(report['blocked-uri'])}` });
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
    // No kept-alive upstream sockets: one the server has just timed out would fail a request at random.
    const upstreamReq = httpRequest({ hostname: target.hostname, port: target.port, path, method: req.method, headers, agent: false }, async (up) => {
      // The server names its own origin in some answers (the wallet's address in html_content, the
      // store slip's URL, form-action in the wallet page's policy): the browser must see the proxy's.
      const own = (text: string) => text.split(upstreamOrigin).join(baseUrl).split(upstreamLoopback).join(baseUrl);
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined) out[k] = typeof v === 'string' ? own(v) : v.map(own);
      const csp = typeof out['content-security-policy'] === 'string' ? out['content-security-policy'] : undefined;
      if (csp) out['content-security-policy'] = `${csp}; report-uri /__engines/csp`;
      const type = String(up.headers['content-type'] ?? '');
      const isPortalPage = type.startsWith('text/html') && csp !== undefined && csp.startsWith("default-src 'self'");
      if (!/^(text\/html|application\/json)/.test(type)) {
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
        return;
      }
      let body = own((await readBody(up)).toString('utf8'));
      if (isPortalPage) body = body.replace(/<head([^>]*)>/i, (head) => `${head}${WATCH_TAG}`);
      delete out['etag'];
      // Sent whole now: a chunked framing header beside a length makes WebKit and Firefox drop the answer.
      delete out['transfer-encoding'];
      out['content-length'] = String(Buffer.byteLength(body));
      res.writeHead(up.statusCode ?? 502, out);
      res.end(body);
    });
    upstreamReq.on('error', (error) => {
      problems.push({ kind: 'proxy', page: path, detail: `the server did not answer: ${error.message}` });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  });
  server.on('connection', (socket) => {
    if (offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  baseUrl = `http://127.0.0.1:${actual}`;
  return {
    baseUrl,
    problems: () => [...problems],
    clear: () => {
      problems = [];
      wasOffline = offline;
    },
    wasOffline: () => wasOffline,
    setOffline: (value) => {
      offline = value;
      wasOffline ||= value;
      // Kept-alive connections would still carry requests: cut them.
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
