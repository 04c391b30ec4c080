/**
 * How `npm start` shows the server's log (scripts/pretty-logs.mjs): readable lines for a person at a
 * terminal in sandbox mode, the JSON lines untouched for everything else (a log shipper, production).
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prettyPrint, wantsPrettyLogs } from '../../scripts/pretty-logs.mjs';

describe('which form the log takes', () => {
  it.each<[string, Record<string, string>, boolean, boolean]>([
    ['a terminal, sandbox', {}, true, true],
    ['a pipe or file (a log shipper), sandbox', {}, false, false],
    ['a terminal, production', { API_MODE: 'production' }, true, false],
    ['a terminal, LOG_FORMAT=json', { LOG_FORMAT: 'json' }, true, false],
    ['a pipe, LOG_FORMAT=pretty', { LOG_FORMAT: 'pretty' }, false, true],
  ])('%s → readable: %s', (_name, env, isTerminal, pretty) => {
    expect(wantsPrettyLogs(env, isTerminal)).toBe(pretty);
  });
});

describe('readable lines', () => {
  it('shows each JSON line as time, level, message and its fields; any other line as it is', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const done = prettyPrint(input, output, { colorize: false });
    const at = new Date(2026, 10, 24, 9, 5, 7).getTime();
    input.write(
      `${JSON.stringify({ level: 30, time: at, pid: 42, req_id: 'req-0001', method: 'GET', path: '/api/en/cards/usage', status: 200, ms: 4, msg: 'request' })}\n`,
    );
    input.write(`${JSON.stringify({ level: 40, time: at, pid: 42, req_id: 'req-0002', msg: 'database unavailable' })}\n`);
    input.end('Refusing to start: PUBLIC_URL is not set\n');
    await done;
    expect(shown.split('\n').filter(Boolean)).toEqual([
      '[09:05:07] INFO: request {"req_id":"req-0001","method":"GET","path":"/api/en/cards/usage","status":200,"ms":4}',
      '[09:05:07] WARN: database unavailable {"req_id":"req-0002"}',
      'Refusing to start: PUBLIC_URL is not set',
    ]);
  });
});
