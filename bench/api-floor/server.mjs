#!/usr/bin/env node
// The floor of `npm run bench` (scripts/bench.mjs): the least this stack can do for each hot read —
// Hono on @hono/node-server and a node-postgres pool, no middleware, one handler per endpoint that
// sends the same SQL statements as the API (queries.mjs) and answers with the last one's rows as JSON.
// It reads the user and session from the bearer token's payload without checking its signature, and
// the SIM id and page from the query string without validating them: what is left out is exactly what
// the comparison is meant to show.
//   PORT=… DATABASE_URL=postgres://… DATABASE_POOL_MAX=10 node bench/api-floor/server.mjs
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { HOT_READS, PATHS } from './queries.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const app = new Hono();

for (const [name, statements] of Object.entries(HOT_READS)) {
  app.get(`/api/:lng/${PATHS[name]}`, async (c) => {
    const token = (c.req.header('authorization') ?? '').slice('Bearer '.length);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const request = {
      userId: Number(claims.sub),
      familyId: claims.fam,
      simId: Number(c.req.query('id')),
      page: Number(c.req.query('page') ?? 1),
      now: Date.now(),
    };
    let rows = [];
    for (const s of statements) rows = (await pool.query(s.sql, s.params(request))).rows;
    return c.json(rows);
  });
}
app.get('/readyz', async (c) => c.json((await pool.query('SELECT 1 AS ok')).rows[0]));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3200) });
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
