import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';

/** The shared frame of the error and status screens: a picture, a title, a line and actions. */
export function StatusScreen({
  title,
  message,
  picture,
  children,
}: {
  title: string;
  message: string;
  picture: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <div aria-hidden="true" className="text-brand-600">
          {picture}
        </div>
        <p className="text-slate-700">{message}</p>
        <div className="w-full max-w-xs space-y-3">{children}</div>
      </div>
    </Page>
  );
}

export const NoSignalPicture = (
  <svg width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="1" fill="currentColor" />
    <path d="M3 3l18 18" />
  </svg>
);

export const WarningPicture = (
  <svg width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v5M12 18v.5" />
  </svg>
);
