// Types for the TypeScript scripts and tests that import ensure-chromium.mjs.
export const DEFAULT_CHROMIUM: string;
export const CHROMIUM_HEADLESS_FLAGS: string[];
export function ensureChromium(options?: { quiet?: boolean }): Promise<string>;
export function findChromium(): string | null;
export const PROVEN_CHROMIUM: string[];
export function chromiumVersion(path: string): string | undefined;
export function describeChromium(path: string): string;
