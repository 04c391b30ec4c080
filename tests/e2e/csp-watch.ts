import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of one browser context, from two sources:
 * - a `securitypolicyviolation` listener put into every document and frame by an init script
 *   (it reports through the console, the one channel every frame has);
 * - Chromium's own console errors about the policy, which also cover frames where no script runs
 *   at all (the sandboxed payment frame), so the listener cannot be there.
 */
export const VIOLATION_TAG = '[csp-violation]';

export interface CspViolation {
  page: string;
  text: string;
}

export interface CspWatch {
  list(): CspViolation[];
  /** For the fixture's own test: drops the violations it provoked on purpose. */
  forget(match: (violation: CspViolation) => boolean): void;
}

function reportViolations(tag: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber, sample, disposition } = event;
      console.error(
        `${tag} ${JSON.stringify({ document: location.href, violatedDirective, blockedURI, sourceFile, lineNumber, sample, disposition })}`,
      );
    },
    true,
  );
}

const BROWSER_SAYS = /Content Security Policy|Content-Security-Policy/i;

export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  let violations: CspViolation[] = [];
  await context.addInitScript(reportViolations, VIOLATION_TAG);
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (!text.startsWith(VIOLATION_TAG) && !(message.type() === 'error' && BROWSER_SAYS.test(text))) return;
    const where = message.location().url || message.page()?.url() || '(no page)';
    violations.push({ page: where, text });
  });
  return {
    list: () => [...violations],
    forget(match) {
      violations = violations.filter((violation) => !match(violation));
    },
  };
}
