/**
 * An exit waits for the log lines already logged (ops/log.ts flushLog): the server's last line
 * ("stopped") must reach its reader although the process exits right after. Lines logged while an
 * earlier write is still under way are the case that matters: the writer says 'drain' when that
 * write ends, with the later lines still waiting below its write size.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, flushLog, logDestination } from '@/server/ops/log';

const dir = mkdtempSync(join(tmpdir(), 'log-flush-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('flushLog', () => {
  it('resolves only once every line logged before it is written, also those logged during a write', async () => {
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const log = createLogger({}, logDestination(fd));
    // Over the write size: written at once, and still being written when the next lines come.
    log.info({ filler: 'x'.repeat(8192) }, 'big');
    log.info('last but one');
    log.info('stopped');
    await flushLog(log);
    const msgs = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(msgs).toEqual(['big', 'last but one', 'stopped']);
    closeSync(fd);
  });

  it('resolves at once when nothing waits', async () => {
    const fd = openSync(join(dir, 'empty.log'), 'w');
    const log = createLogger({}, logDestination(fd));
    const started = performance.now();
    await flushLog(log);
    expect(performance.now() - started).toBeLessThan(500);
    closeSync(fd);
  });
});
