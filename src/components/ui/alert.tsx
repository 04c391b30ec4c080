import type { ReactNode, Ref } from 'react';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
} as const;

/** role=alert for errors so they are announced; a polite status for the rest. */
export function Alert({
  tone,
  children,
  ref,
  tabIndex,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 scroll-mt-20 rounded-lg border p-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
