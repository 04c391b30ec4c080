import { useTranslation } from 'react-i18next';

/**
 * Spec §2 payment-external: the wallet provider's HTML runs inside a sandboxed frame, never in the
 * portal's own document (DESIGN.md): no access to our storage, cookies or page, no top navigation;
 * forms may submit so the customer can continue to the wallet and approve or decline there.
 */
export function PaymentFrame({ html }: { html: string }) {
  const { t } = useTranslation('payment');
  return <iframe title={t('external.frameTitle')} sandbox="allow-forms" srcDoc={html} className="h-[32rem] w-full rounded-lg border border-slate-300 bg-white" />;
}
