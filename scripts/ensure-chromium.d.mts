// Types for the TypeScript scripts and tests that import ensure-chromium.mjs.
export const DEFAULT_CHROMIUM: string;
export const CHROMIUM_HEADLESS_FLAGS: string[];
export function ensureChromium(options?: { quiet?: boolean }): Promise<string>;
export function findChromium(): string | null;
