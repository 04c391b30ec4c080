import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A message the customer must not miss after pressing a button: each new `trigger` (an error, a
 * result) scrolls it into view and takes focus, so the screen reader reads it and the keyboard goes
 * on from there. The button that was pressed is usually disabled while busy, which would otherwise
 * leave focus on the page's body.
 */
export function FocusedAlert({ tone, trigger, children }: { tone: 'error' | 'success' | 'info'; trigger: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!trigger || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [trigger]);
  return (
    <Alert ref={ref} tabIndex={-1} tone={tone}>
      {children}
    </Alert>
  );
}
