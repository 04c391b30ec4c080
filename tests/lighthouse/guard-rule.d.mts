export declare const TARGET_MS: number;
export declare const THREAD_MARGIN_MS: number;
export declare const LIGHTHOUSE_MARGIN_MS: number;
export interface Figures {
  /** Median Lighthouse TBT of the rounds. */
  tbt: number;
  /** Lowest Lighthouse TBT of the rounds. */
  bestTbt: number;
  /** Median thread-time TBT of the rounds. */
  threadTbt: number;
}
export declare function judgeDoor(
  door: Figures,
  floor: Figures,
): { excess: number; bestExcess: number; threadExcess: number; metTarget: boolean; failures: string[] };
