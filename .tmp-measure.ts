// start → ready: tsx sources vs the build, on a PGlite DATA_DIR from the template (temporary script)
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './tests/server/api-process';
import { builtServer } from './tests/server/built-server';
import { pgliteDataDirFromTemplate } from './tests/server/harness';
builtServer();
const ready = async (url: string) => {
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
};
for (const from of ['build', 'source', 'build', 'source', 'build', 'source'] as const) {
  const dir = await mkdtemp(join(tmpdir(), 'measure-'));
  await pgliteDataDirFromTemplate(dir);
  const t0 = performance.now();
  const api = await startApi({ DATA_DIR: dir }, 120_000, { from });
  const listening = performance.now() - t0;
  await ready(api.baseUrl);
  console.log(
    `${from}: answering ${Math.round(listening)} ms, ready ${Math.round(performance.now() - t0)} ms, load ${loadavg()[0]!.toFixed(1)}`,
  );
  await api.stop();
}
