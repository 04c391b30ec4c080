/**
 * The load balancer of the multi-instance test: round-robin over the API instances it is given,
 * /readyz polled every 100 ms so an instance that is shutting down leaves the rotation. By default
 * the strict kind (`keepAlive`, no `retry`), as a plain reverse proxy is set up: it keeps its
 * upstream connections alive and reuses them (idle up to 60 s, under the API's 65), and passes any
 * failure on as a 502, even a refused connection. With `retry`, a request whose connection was
 * refused goes to the next instance (it never reached the first); without `keepAlive`, every request
 * has a fresh upstream connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** What went wrong between the proxy and an instance (each also answered 502, or cut). */
  errors: string[];
  /** Replaces the upstream list (instances are started and stopped during a rolling restart). */
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

export interface ProxyOptions {
  keepAlive?: boolean;
  retry?: boolean;
}

export async function startProxy(initial: string[], { keepAlive = true, retry = false }: ProxyOptions = {}): Promise<Proxy> {
  let upstreams = [...initial];
  const errors: string[] = [];
  const agent = keepAlive ? new http.Agent({ keepAlive: true, timeout: 60_000 }) : false;
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
      {
        host: u.hostname,
        port: u.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: keepAlive ? 'keep-alive' : 'close' },
        agent,
      },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', (err: NodeJS.ErrnoException) => {
      errors.push(
        `${target}${req.url}: ${err.code ?? err.message} on a ${up.reusedSocket ? 'reused' : 'new'} connection${res.headersSent ? ', during the answer' : ''}`,
      );
      if (retry && err.code === 'ECONNREFUSED' && !res.headersSent) forward(req, body, res, tried);
      else if (!res.headersSent)
        res.writeHead(502).end(`upstream error ${err.code ?? err.message} on a ${up.reusedSocket ? 'reused' : 'new'} connection`);
      else res.destroy();
    });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, new Set()));
  });
  // Its own clients (the test's fetch) keep their connections too: Node's 5 s would close one under a
  // client that reuses it just then (the race this suite is about, between the test and its proxy).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    errors,
    setUpstreams(urls) {
      upstreams = [...urls];
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(poll);
        if (agent) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
