// Total Blocking Time from a Lighthouse trace, counted on each task's thread time (the CPU the page's
// main thread itself spent) instead of its wall time. Lighthouse's mobile preset counts every main-
// thread task after the first contentful paint four times over (its simulated 4× slower CPU) and
// blocks for the part over 50 ms; on a shared machine other processes stretch a task's wall time,
// not its thread time, so this figure moves with the page's own work and hardly with the machine's
// load. It ignores the network simulation: an estimate of what a quiet machine's TBT would be.
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The page's main thread and its navigation: the navigationStart of the main frame's document. */
function mainThread(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL);
  if (!nav) throw new Error('trace without a main-frame navigationStart');
  return nav;
}

/** `{ tbtMs, fcpMs, tasks }`: tasks are the main thread's blocking ones after FCP, as [startMs, threadMs]. */
export function threadTimeTbt(trace) {
  const events = trace.traceEvents ?? trace;
  const nav = mainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  if (!fcp) throw new Error('trace without a first contentful paint');
  let tbtMs = 0;
  const tasks = [];
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== nav.pid || e.tid !== nav.tid || e.ts < fcp.ts) continue;
    const threadMs = (e.tdur ?? e.dur) / 1000;
    const blocking = CPU_SLOWDOWN * threadMs - BLOCKING_MS;
    if (blocking <= 0) continue;
    tbtMs += blocking;
    tasks.push([Math.round((e.ts - nav.ts) / 1000), Math.round(threadMs * 10) / 10]);
  }
  return { tbtMs: Math.round(tbtMs), fcpMs: Math.round((fcp.ts - nav.ts) / 1000), tasks };
}
