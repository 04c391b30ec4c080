import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { QueryScope } from '@/components/layout/query-scope';
import { useCheckCode } from '@/features/auth/api/check-code';

/** What the activation code of a `?ac=` link is for: its SIM type, and whether it is registered already. */
export function CodeCheck({ code, actions }: { code: string; actions: (registered: boolean) => ReactNode }) {
  return (
    <QueryScope>
      <CodeCheckResult code={code} actions={actions} />
    </QueryScope>
  );
}

function CodeCheckResult({ code, actions }: { code: string; actions: (registered: boolean) => ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const check = useCheckCode(code);
  return (
    <div className="mb-6">
      <ApiErrorAlert error={check.error} />
      {check.data && (
        <Alert tone="info">
          <p>{t('landing.codeFor', { code, type: t(`common:simType.${check.data.sim_type}`) })}</p>
          {check.data.registered && <p className="mt-1">{t('landing.codeRegistered')}</p>}
        </Alert>
      )}
      {actions(check.data?.registered ?? false)}
    </div>
  );
}
