/**
 * Resolves in a task of its own, so that the browser can paint and answer the customer in between
 * (a long start-up task is what Lighthouse counts as Total Blocking Time). `scheduler.yield` keeps the
 * start-up's place at the front of the queue where the browser has it (Chromium); a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
