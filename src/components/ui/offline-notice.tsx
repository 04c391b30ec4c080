import type { ReactNode } from 'react';

/**
 * Says the device is offline and what that means here. Controls it explains point to it with
 * aria-describedby, so a screen reader hears the reason a button is disabled.
 */
export function OfflineNotice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="status" className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M3 3l18 18" strokeLinecap="round" />
      </svg>
      <p>{children}</p>
    </div>
  );
}
