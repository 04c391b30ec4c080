// A busy machine on demand: N processes that each spin one core's worth of CPU at normal priority,
// as other programs would (the guard's --load N). Stopped with the returned function, and with the
// guard's own process whatever way it ends (they poll their parent and leave when it is gone).
import { spawn } from 'node:child_process';

const SPIN = `const parent = process.ppid;
let n = 0;
for (;;) {
  n = (n * 31 + 7) | 0;
  if ((n & 0xfffff) === 0) { try { process.kill(parent, 0); } catch { process.exit(0); } }
}`;

/** Starts `count` busy processes; resolves to a function that stops them. */
export function startCpuLoad(count) {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return stop;
}
