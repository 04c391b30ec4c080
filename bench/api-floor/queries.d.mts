/** What one request of a hot read carries that its SQL needs. */
export interface FloorRequest {
  userId: number;
  familyId: string;
  simId: number;
  page: number;
  now: number;
}
export interface FloorStatement {
  sql: string;
  params: (request: FloorRequest) => unknown[];
}
export declare const HOT_READS: Record<'cards/usage' | 'plans/data_recharge' | 'plans/data_recharge_history', FloorStatement[]>;
export declare const PATHS: Record<keyof typeof HOT_READS, string>;
