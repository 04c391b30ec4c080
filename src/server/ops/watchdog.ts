import { Worker } from 'node:worker_threads';

/**
 * The shutdown deadline, kept by a thread of its own. A timer on the main thread fires only when the
 * main thread is free; one blocked in a synchronous call (a log flush into a pipe nobody reads, a long
 * PGlite query) never gets to it, and the process would live on holding its DATA_DIR (decision 0068).
 * This worker shares nothing with the main thread but the process: at the deadline it says so on
 * stderr (asynchronously, so a full pipe cannot hold it either) and ends the process with SIGKILL.
 * Started on SIGTERM, not before: a thread created at that moment runs even if the main thread never
 * turns again (tried: blocked on Atomics.wait right after, killed on time).
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { write } = require('node:fs');
setTimeout(() => {
  const line = JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: 'shutdown deadline passed (' + workerData.deadlineMs + ' ms) with the main thread still busy: killing the process' });
  write(2, line + '\\n', () => undefined);
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100);
}, workerData.deadlineMs);
`;

/** Kills this process `deadlineMs` from now unless it has exited by then. */
export function armShutdownWatchdog(deadlineMs: number): void {
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { deadlineMs }, stdout: false, stderr: false });
  // It must never be the reason the process stays alive: a clean exit ends it.
  worker.unref();
}
