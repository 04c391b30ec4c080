import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { toSupportedLanguage } from '@/lib/language';
import { currentLanguage } from '@/lib/i18n';
import { AccountSummary } from '@/features/account/components/account-summary';
import { CampaignBanner } from '@/features/account/components/campaign-banner';
import { Notices } from '@/features/account/components/notices';
import { cardInfoOptions } from '@/features/account/api/card-info';
import { cardUsageOptions } from '@/features/account/api/card-usage';
import { usageDaysOptions } from '@/features/account/api/usage-days';
import { loadUsageChart, UsageHistory } from '@/features/account/components/usage-history';
import { bannerOptions } from '@/features/account/api/banner';
import { noticesOptions } from '@/features/account/api/notices';
import { InstallOffer } from '@/components/layout/install-offer';
import { AlertOffer } from '@/features/alerts/components/alert-offer';
import { getSession } from '@/lib/session';
import { LastKnownNote } from '@/features/account/components/last-known-note';
import { fetchOrLastKnown } from '@/lib/last-known';
import { useOnline } from '@/lib/online';
import { requireCard } from '@/routes/-current-card';
import { BelowTheFold } from '@/components/ui/below-the-fold';

/** How often the top page asks again while the API does not answer. */
const RETRY_UNREACHABLE_MS = 10_000;

export const Route = createFileRoute('/_protected/topPage')({
  beforeLoad: () => ({ card: requireCard() }),
  // Info and usage are the page: fresh when there is a connection, the last-known answers
  // (lib/last-known.ts) when there is none. Banner and notices are fetched alongside, so the page
  // appears with its final layout: a banner arriving later above the usage pushed it down.
  // They never hold the page back with an error: prefetchQuery keeps a failure for the component.
  // So do the usage chart's figures and code (its own chunk), which come with the page, not after it.
  loader: ({ context: { queryClient, card } }) => {
    const lng = currentLanguage();
    return Promise.all([
      fetchOrLastKnown(queryClient, cardInfoOptions(card)),
      fetchOrLastKnown(queryClient, cardUsageOptions(card)),
      queryClient.prefetchQuery(usageDaysOptions(card)),
      loadUsageChart().catch(() => undefined),
      queryClient.prefetchQuery(bannerOptions(lng)),
      queryClient.prefetchQuery(noticesOptions(lng)),
    ]);
  },
  component: TopPage,
});

function TopPage() {
  const { t, i18n } = useTranslation('account');
  const { card } = Route.useRouteContext();
  const { iccid } = getSession();
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  const banners = useQuery(bannerOptions(lng));
  const notices = useQuery(noticesOptions(lng));
  // The device says it is online but the API did not answer: ask again now and then, so the money
  // actions come back by themselves when it does (the device's own "online" event does that offline).
  const usage = useQuery({
    ...cardUsageOptions(card),
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data !== undefined && navigator.onLine ? RETRY_UNREACHABLE_MS : false,
  });
  const online = useOnline();
  // Offline, or the last refresh got no answer: what is shown is the kept state, so say from when.
  const lastKnown = (!online || usage.isRefetchError) && usage.data !== undefined;
  return (
    <Page title={t('top.title')}>
      {lastKnown && <LastKnownNote updatedAt={usage.dataUpdatedAt} />}
      <div className="space-y-6">
        <CampaignBanner banners={banners.data?.banners ?? []} />
        <AccountSummary card={card} history={<UsageHistory card={card} />} />
        {/* Below the usage on a phone: drawn just after it (decision 0157). */}
        <BelowTheFold>
          {notices.data && <Notices notices={notices.data.notices} />}
          {iccid && <AlertOffer iccid={iccid} />}
          <InstallOffer />
        </BelowTheFold>
      </div>
    </Page>
  );
}
