import type { ButtonHTMLAttributes } from 'react';
import { useOnline } from '@/lib/online';

/** The offline banner (layout/offline-banner.tsx) that says why a `needsConnection` button is disabled. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

type Variant = 'primary' | 'secondary' | 'link';
const STYLES: Record<Variant, string> = {
  primary: 'w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'w-full rounded-lg border border-brand-700 bg-white px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50',
  link: 'text-brand-700 underline',
};

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Changes money or SIM state: disabled with no connection (never queued), the reason read out. */
  needsConnection?: boolean;
};

export function Button({ variant = 'primary', className = '', type = 'button', needsConnection, disabled, ...rest }: ButtonProps) {
  const offline = !useOnline() && needsConnection === true;
  return (
    <button
      type={type}
      className={`${STYLES[variant]} ${className}`}
      disabled={disabled || offline}
      {...(offline ? { 'aria-describedby': OFFLINE_NOTICE_ID } : {})}
      {...rest}
    />
  );
}

/** Same look as Button for links that act as the main step forward. */
export const buttonClass = (variant: Variant = 'primary') => `block text-center ${STYLES[variant]}`;
