import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './alert';

/**
 * Focus for what an action brings up (decision 0054): each new truthy `trigger` (an error, a result)
 * scrolls the element into view and focuses it, so the screen reader reads it and the keyboard goes on
 * from there. The button that was pressed is usually disabled while busy, or gone with the change,
 * which would otherwise leave focus on the page's body. The element needs tabIndex={-1}.
 */
export function useFocusWhen<E extends HTMLElement = HTMLDivElement>(trigger: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!trigger || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [trigger]);
  return ref;
}

/** A message the customer must not miss after pressing a button, focused as it appears (useFocusWhen). */
export function FocusedAlert({ tone, trigger, children }: { tone: 'error' | 'success' | 'info'; trigger: unknown; children: ReactNode }) {
  const ref = useFocusWhen(trigger);
  return (
    <Alert ref={ref} tabIndex={-1} tone={tone}>
      {children}
    </Alert>
  );
}
