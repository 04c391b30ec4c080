import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { LineList } from '@/features/lines/components/line-list';
import { linesOptions } from '@/features/lines/api/lines';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

export const Route = createFileRoute('/_protected/line-list')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(linesOptions()),
  errorComponent: FetchErrorScreen,
  component: LineListScreen,
});

function LineListScreen() {
  const { t } = useTranslation('lines');
  const { data } = useSuspenseQuery(linesOptions());
  return (
    <Page title={t('title')} intro={t('intro')}>
      <LineList lines={data.lines} />
    </Page>
  );
}
