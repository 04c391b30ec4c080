import { useTranslation } from 'react-i18next';
import type { UserType } from '@/contract';
import { toSupportedLanguage } from '@/lib/language';
import { helpArticleUrl } from '@/lib/links';
import { profileOf } from '@/domain/sim-profiles';

/** Spec §2: a per-SIM-type, per-language link to the help articles. */
export function SupportLink({ usertype }: { usertype: UserType }) {
  const { t, i18n } = useTranslation('apn');
  return (
    <p className="text-sm">
      {t('support.lead')}{' '}
      <a
        href={helpArticleUrl(profileOf(usertype).helpSection, toSupportedLanguage(i18n.resolvedLanguage))}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline"
      >
        {t('support.link')}
      </a>
    </p>
  );
}
