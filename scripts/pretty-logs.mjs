// How `npm start` shows the server's log (docs/operations.md, Logs): the server always writes one JSON
// object per line; a person at a terminal reads them through pino-pretty, a log shipper gets the JSON.
import { createInterface } from 'node:readline';

/** Readable lines for a person at a terminal in sandbox mode; JSON for everything else. LOG_FORMAT=json|pretty decides. */
export function wantsPrettyLogs(env, isTerminal) {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT === 'pretty';
  return isTerminal && env.API_MODE !== 'production';
}

/** Copies `input`'s lines to `output`, each JSON log line made readable; resolves at the input's end. */
export async function prettyPrint(input, output, { colorize = true } = {}) {
  // Loaded only for a person at a terminal.
  const { prettyFactory } = (await import('pino-pretty')).default;
  const pretty = prettyFactory({ colorize, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true });
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    let text = `${line}\n`;
    if (line.startsWith('{')) {
      try {
        text = pretty(line);
      } catch {
        // Not a log line after all: as it is.
      }
    }
    output.write(text);
  }
}
