// Types for the parts of scripts/e2e.mjs that TypeScript specs import (tests/e2e/update.spec.ts).

export interface StartedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** Stops the server and removes its temporary DATA_DIR. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;

/** The reference API serving the built portal on a free port with a fresh embedded database. */
export function startServer(options?: {
  logFile?: string;
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<StartedServer>;
