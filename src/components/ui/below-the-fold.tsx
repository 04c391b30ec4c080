import { useDeferredValue, type ReactNode } from 'react';

/**
 * What a phone shows only after scrolling: drawn in a second pass right after the screen's first.
 * A screen whose data arrives through the router renders in one piece React cannot slice; with this,
 * that piece is only what is in view, the rest follows in a deferred render that yields to the browser
 * between components (decision 0157). Until then a box of one screen's height keeps the footer out of
 * view, so nothing visible moves when the rest arrives.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : <div aria-hidden="true" className="min-h-dvh" />;
}
