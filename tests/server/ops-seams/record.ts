import { appendFileSync } from 'node:fs';

/**
 * What the test's own modules were asked, one JSON line per call, in the file OPS_SEAMS_RECORD names
 * (the API runs as a child process; the test reads the file). Nothing is recorded without it.
 */
export function record(seam: string, call: string, args: unknown): void {
  const file = process.env.OPS_SEAMS_RECORD;
  if (file) appendFileSync(file, `${JSON.stringify({ seam, call, args })}\n`);
}
