// Types for the TypeScript tests that import build-server.mjs.
export const SERVER_BUILD: string;
export function buildServer(outDir?: string): number;
export function serverBuildReason(): string | null;
