import { useEffect, useSyncExternalStore } from 'react';

/** Short confirmations (spec §9: they close after 5000 ms), announced politely to screen readers. */
let message: string | undefined;
const listeners = new Set<() => void>();
export const TOAST_MS = 5000;

export function showToast(text: string) {
  message = text;
  listeners.forEach((l) => l());
}

export function Toaster() {
  const text = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => message,
  );
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => showToast(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center px-4">
      {text && <p className="rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">{text}</p>}
    </div>
  );
}
