import { useTranslation } from 'react-i18next';
import type { Notice } from '@/contract';
import { formatJstDate } from '@/lib/dates';
import { SafeHtml } from '@/components/ui/safe-html';
import { Panel } from '@/components/ui/panel';

/** Spec §3 notices with "read more": the title and date first, the body on request. */
export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('account');
  return (
    <Panel title={t('notices.title')}>
      {notices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notices.none')}</p>
      ) : (
        <ul className="space-y-2">
          {notices.map((notice) => (
            <li key={notice.id}>
              <details className="group">
                <summary className="cursor-pointer text-sm">
                  <time className="mr-2 text-slate-600">{formatJstDate(notice.published_at)}</time>
                  <span className="font-medium">{notice.title}</span>
                  <span className="ml-2 text-brand-700 underline group-open:hidden">{t('notices.readMore')}</span>
                </summary>
                <SafeHtml
                  html={notice.body}
                  className="mt-2 text-sm text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
