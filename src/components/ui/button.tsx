import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';
const STYLES: Record<Variant, string> = {
  primary: 'w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'w-full rounded-lg border border-brand-700 bg-white px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50',
  link: 'text-brand-700 underline',
};

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`${STYLES[variant]} ${className}`} {...rest} />;
}

/** Same look as Button for links that act as the main step forward. */
export const buttonClass = (variant: Variant = 'primary') => `block text-center ${STYLES[variant]}`;
