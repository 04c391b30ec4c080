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
        // Both words share one cell, the one not shown kept invisible: the button is as wide as the longer,
        // so "Copied" does not shift the value beside it, and it never wraps ("Sao chép").
        className="inline-grid shrink-0 whitespace-nowrap rounded border border-brand-600 px-2 py-0.5 text-xs font-sans text-brand-700 hover:bg-brand-50"
        aria-label={t('actions.copyNamed', { name: label })}
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        }}
      >
        <span aria-hidden="true" className={`col-start-1 row-start-1 ${copied ? 'invisible' : ''}`}>
          {t('actions.copy')}
        </span>
        <span aria-hidden="true" className={`col-start-1 row-start-1 ${copied ? '' : 'invisible'}`}>
          {t('actions.copied')}
        </span>
      </button>
      <span role="status" className="sr-only">
        {copied ? t('actions.copied') : ''}
      </span>
    </>
  );
}
