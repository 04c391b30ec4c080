import type { Language } from './paths';

/**
 * The two doors most customers come in by (docs/decisions/0018-prerendered-doors.md). Their first
 * screen is written at build time, one file per language, so a phone paints it from the HTML alone
 * instead of waiting for the app's code; the app then takes over. Shared by the build step
 * (scripts/prerender.ts) and the server that picks the file (server/static.ts).
 */
export const PRERENDERED_PATHS = ['/landingPage', '/login'] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export const isPrerenderedPath = (path: string): path is PrerenderedPath => (PRERENDERED_PATHS as readonly string[]).includes(path);

/** Where, under dist/, the build writes that door in that language. */
export const prerenderedFile = (path: PrerenderedPath, lng: Language) => `prerender${path}.${lng}.html`;

/** Marks the root while it holds the build's copy of the screen; the app removes it once it has rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
