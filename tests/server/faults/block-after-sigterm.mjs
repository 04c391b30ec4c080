// A fault for tests/server/shutdown.test.ts, loaded with `node --import`: right after the server's
// own SIGTERM handler has run, the main thread blocks for good (as in a synchronous call that never
// returns), so no timer of the main thread can ever fire again.
process.on('SIGTERM', () => {
  setImmediate(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
});
