/**
 * Once per vitest run, before any server test file: the server built as `npm start` runs it, shared
 * by every file that starts the API as a process (built-server.ts), instead of one build per file.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServerForTests } from './built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared build's main.js. */
    serverBuild: string;
  }
}

export default function setup(project: TestProject) {
  const { dir, entry } = buildServerForTests('run');
  project.provide('serverBuild', entry);
  return () => rmSync(dir, { recursive: true, force: true });
}
