export interface ThreadTimeTbt {
  tbtMs: number;
  fcpMs: number;
  /** The blocking tasks after FCP: [start ms after navigation, thread ms]. */
  tasks: [number, number][];
}
export declare function threadTimeTbt(trace: { traceEvents: unknown[] } | unknown[]): ThreadTimeTbt;
