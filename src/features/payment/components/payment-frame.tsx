import { useTranslation } from 'react-i18next';

/**
 * Spec §2 payment-external: the wallet provider's HTML (or the store slip's address) in a sandboxed
 * frame, never in the portal's own document (DESIGN.md): an opaque origin, so no access to our
 * storage, cookies or page, and no top navigation; forms may submit so the customer can approve or
 * decline. The provider pages name their own origin in form-action, which WebKit needs for a form
 * in an opaque-origin frame (decision 0022).
 */
export function PaymentFrame({ html, src }: { html?: string | undefined; src?: string | undefined }) {
  const { t } = useTranslation('payment');
  return (
    <iframe
      title={t('external.frameTitle')}
      sandbox="allow-forms"
      {...(html ? { srcDoc: html } : { src })}
      className="h-[32rem] w-full rounded-lg border border-slate-300 bg-white"
    />
  );
}
