// Types for the TypeScript scripts and tests that import start.mjs.
export const ROOT: string;
export const SERVER_ENTRY: string;
export const bin: (name: string) => string;
export function run(cmd: string, args: string[], env?: NodeJS.ProcessEnv): void;
export function build(): void;
export function buildIfStale(): boolean;
export function buildServerIfStale(): boolean;
export function buildReason(): string | null;
export function servesProjectDist(env?: NodeJS.ProcessEnv): boolean;
export function serverCommand(): [string, string[]];
export function supervisorDeadlineMs(env?: NodeJS.ProcessEnv): number;
