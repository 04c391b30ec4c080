export declare const TARGET_MS: number;
export declare const THREAD_MARGIN_MS: number;
export declare const LIGHTHOUSE_MARGIN_MS: number;
export interface Medians {
  tbt: number;
  threadTbt: number;
}
export declare function judgeDoor(
  door: Medians,
  floor: Medians,
): { excess: number; threadExcess: number; metTarget: boolean; failures: string[] };
