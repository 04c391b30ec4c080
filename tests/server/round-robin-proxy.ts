/**
 * The load balancer of the multi-instance test: round-robin over the API instances it is given,
 * a fresh upstream connection per request (no keep-alive socket can be closed under a request),
 * /readyz polled every 100 ms so an instance that is shutting down leaves the rotation, and a
 * request whose connection was refused goes to the next instance (it never reached the first).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Replaces the upstream list (instances are started and stopped during a rolling restart). */
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

export async function startProxy(initial: string[]): Promise<Proxy> {
  let upstreams = [...initial];
  const ready = new Map<string, boolean>();
  let next = 0;

  const poll = setInterval(() => {
    for (const u of upstreams) {
      fetch(`${u}/readyz`, { signal: AbortSignal.timeout(1000) })
        .then((r) => ready.set(u, r.ok))
        .catch(() => ready.set(u, false));
    }
  }, 100);

  const pick = (avoid: Set<string>) => {
    const candidates = upstreams.filter((u) => ready.get(u) !== false && !avoid.has(u));
    const list = candidates.length ? candidates : upstreams.filter((u) => !avoid.has(u));
    return list.length ? list[next++ % list.length] : undefined;
  };

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tried: Set<string>) => {
    const target = pick(tried);
    if (!target) {
      res.writeHead(502).end('no upstream');
      return;
    }
    tried.add(target);
    const u = new URL(target);
    const up = http.request(
      { host: u.hostname, port: u.port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && !res.headersSent) forward(req, body, res, tried);
      else if (!res.headersSent) res.writeHead(502).end(`upstream error ${err.code ?? err.message}`);
      else res.destroy();
    });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUpstreams(urls) {
      upstreams = [...urls];
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(poll);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
