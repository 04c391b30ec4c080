// Types for the TypeScript tests that import pretty-logs.mjs.
export function wantsPrettyLogs(env: Record<string, string | undefined>, isTerminal: boolean): boolean;
export function prettyPrint(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, options?: { colorize?: boolean }): Promise<void>;
