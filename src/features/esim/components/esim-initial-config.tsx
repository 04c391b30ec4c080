import { useTranslation } from 'react-i18next';
import type { EsimActivationData, UserType } from '../../../contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { iosInstallLink } from '../model';
import { useQrDownload } from '../api/qr-download';
import { QrCanvas } from './qr-canvas';
import { Panel } from '../../../components/ui/panel';

type Props = { scId: number; usertype: UserType; data: EsimActivationData; helpUrl: string };

/**
 * Spec §2 eSIM initial config for ESIMA and LF: SM-DP+ address and both activation codes with Copy,
 * the QR code with Keep, and beyond the spec the iOS one-tap install link.
 */
export function EsimInitialConfig({ scId, usertype, data, helpUrl }: Props) {
  const { t } = useTranslation('esim');
  const keep = useQrDownload();
  const rows: [string, string][] = [
    [t('smdp'), data.smdp_address],
    [t('iosCode'), data.activation_code],
    [t('androidCode'), data.android_act_code],
  ];
  return (
    <div className="space-y-6">
      <Panel title={t('qrTitle')} className="text-center">
        <QrCanvas qr={data.qr_code} label={t('qrLabel')} />
        <p className="mt-3 text-sm text-slate-700">{t('samePhoneNote')}</p>
        {keep.isError && <Alert tone="error">{t('qrFailed')}</Alert>}
        <Button variant="secondary" className="mt-3" onClick={() => keep.mutate(scId)} disabled={keep.isPending}>
          {t('keep')}
        </Button>
      </Panel>
      <Panel title={t('iosLinkTitle')}>
        <p className="mb-3 text-sm text-slate-700">{t('iosLinkLead')}</p>
        <a href={iosInstallLink(data.activation_code)} className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white">
          {t('iosLink')}
        </a>
      </Panel>
      <Panel title={t('codesTitle')}>
        <dl className="space-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="flex items-center justify-between gap-2">
                <span className="break-all font-mono">{value}</span>
                <CopyButton value={value} label={label} />
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
      <a href={helpUrl} target="_blank" rel="noopener noreferrer" className="block text-center text-brand-700 underline">
        {t('howToSetup')}
      </a>
      <Panel title={t('noticesTitle')} tone="notice">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('noticeNoReinstall')}</li>
          <li>{t('noticeWifi')}</li>
          {usertype === 'LF' && (
            <>
              <li>{t('lfNotice24h')}</li>
              <li>{t('lfNoticeRoaming')}</li>
            </>
          )}
        </ul>
      </Panel>
    </div>
  );
}
