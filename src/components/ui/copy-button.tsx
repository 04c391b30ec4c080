import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a value to the clipboard and says so to screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded border border-brand-600 px-2 py-0.5 text-xs font-sans text-brand-700 hover:bg-brand-50"
        aria-label={t('actions.copyNamed', { name: label })}
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        }}
      >
        {copied ? t('actions.copied') : t('actions.copy')}
      </button>
      <span role="status" className="sr-only">
        {copied ? t('actions.copied') : ''}
      </span>
    </>
  );
}
