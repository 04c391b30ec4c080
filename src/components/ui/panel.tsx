import { useId, type ReactNode } from 'react';

const TONES = {
  plain: 'rounded-xl border border-slate-200 p-4',
  notice: 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm',
} as const;

/** A titled box; its heading names the region, so screen readers can jump between them. */
export function Panel({
  title,
  tone = 'plain',
  className = '',
  children,
}: {
  title: string;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${TONES[tone]} ${className}`}>
      <h2 id={id} className={tone === 'notice' ? 'mb-2 font-semibold' : 'mb-3 font-semibold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
