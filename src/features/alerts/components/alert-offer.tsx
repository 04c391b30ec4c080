import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { alertOfferOptions, useSaveAlertSettings } from '@/features/alerts/api/alert-settings';

/**
 * The alerts, offered once per SIM on the top page, which a customer reaches when setup is complete:
 * "Choose alerts" opens the settings, "Not now" answers the offer without changing anything. Nothing
 * shows until both the answer and the words are here, so the page never jumps for it.
 */
export function AlertOffer({ iccid }: { iccid: string }) {
  const { t, ready } = useTranslation('alerts', { useSuspense: false });
  const settings = useQuery(alertOfferOptions(iccid));
  const answer = useSaveAlertSettings(iccid);
  if (!ready || !settings.data || settings.data.offered) return null;
  return (
    <section aria-labelledby="alert-offer-title" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 id="alert-offer-title" className="font-semibold text-brand-800">
        {t('offer.title')}
      </h2>
      <p className="mt-1">{t('offer.body')}</p>
      <div className="mt-3 flex gap-2">
        <Link to="/alert-settings" className={buttonClass()}>
          {t('offer.choose')}
        </Link>
        <Button variant="secondary" needsConnection disabled={answer.isPending} onClick={() => answer.mutate({ alerts: [] })}>
          {t('offer.notNow')}
        </Button>
      </div>
    </section>
  );
}
