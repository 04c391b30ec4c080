import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EsimActivationData, UserType } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import {
  INSTALL_SECTIONS,
  iosInstallLink,
  lpaString,
  manualEntry,
  methodOf,
  phoneOf,
  type InstallSection,
  type Phone,
} from '@/features/esim/model';
import { useQrDownload } from '@/features/esim/api/qr-download';
import { profileOf } from '@/domain/sim-profiles';
import { QrCanvas } from './qr-canvas';
import { Panel } from '@/components/ui/panel';

type Props = {
  scId: number;
  usertype: UserType;
  data: EsimActivationData;
  helpUrl: string;
  /** Route params: device 1 iPhone / 2 Android, method 1 this phone / 2 another screen. */
  device: string;
  method: string;
  basePath: '/apn-config' | '/apn-configuration';
  /** The saved QR's file name, after the line (decision 0029). */
  qrName: string;
};

/**
 * Spec §2 eSIM initial config for ESIMA and LF, led by the way the customer chose to install
 * (decision 0030): Apple's one-tap link or the code for the phone's settings on this phone, the QR
 * (with Keep) for another screen, and what the phone's manual entry screen asks for, with Copy.
 */
export function EsimInitialConfig({ scId, usertype, data, helpUrl, device, method, basePath, qrName }: Props) {
  const { t } = useTranslation('esim');
  const phone = phoneOf(device);
  const chosen = methodOf(method);
  const sections: Record<InstallSection, () => ReactNode> = {
    oneTap: () => <OneTap key="oneTap" lpa={lpaString(data)} />,
    qr: () => <QrPanel key="qr" scId={scId} data={data} qrName={qrName} />,
    manual: () => <Manual key="manual" data={data} phone={phone} />,
  };
  const other = chosen === 'thisPhone' ? '2' : '1';
  return (
    <div className="space-y-6">
      {INSTALL_SECTIONS[phone][chosen].map((section) => sections[section]())}
      <Link to={`${basePath}/$device/$method`} params={{ device, method: other }} className="block text-center text-brand-700 underline">
        {t(chosen === 'thisPhone' ? 'install.useOtherScreen' : 'install.useThisPhone')}
      </Link>
      <a href={helpUrl} target="_blank" rel="noopener noreferrer" className="block text-center text-brand-700 underline">
        {t('howToSetup')}
      </a>
      <Panel title={t('noticesTitle')} tone="notice">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('noticeNoReinstall')}</li>
          <li>{t('noticeWifi')}</li>
          {profileOf(usertype).extraInstallCautions && (
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

function OneTap({ lpa }: { lpa: string }) {
  const { t } = useTranslation('esim');
  return (
    <Panel title={t('iosLinkTitle')}>
      <p className="mb-3 text-sm text-slate-700">{t('iosLinkLead')}</p>
      <a href={iosInstallLink(lpa)} className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white">
        {t('iosLink')}
      </a>
    </Panel>
  );
}

function QrPanel({ scId, data, qrName }: { scId: number; data: EsimActivationData; qrName: string }) {
  const { t } = useTranslation('esim');
  const keep = useQrDownload();
  return (
    <Panel title={t('qrTitle')} className="text-center">
      <p className="mb-3 text-left text-sm text-slate-700">{t('install.qrLead')}</p>
      <QrCanvas qr={data.qr_code} label={t('qrLabel')} />
      {keep.isError && <Alert tone="error">{t('qrFailed')}</Alert>}
      <Button variant="secondary" className="mt-3" onClick={() => keep.mutate({ scId, fileName: qrName })} disabled={keep.isPending}>
        {t('keep')}
      </Button>
    </Panel>
  );
}

function Manual({ data, phone }: { data: EsimActivationData; phone: Phone }) {
  const { t } = useTranslation('esim');
  return (
    <Panel title={t('codesTitle')}>
      <p className="mb-3 text-sm text-slate-700">{t(phone === 'iphone' ? 'install.manualIphone' : 'install.manualAndroid')}</p>
      <dl className="space-y-3 text-sm">
        {manualEntry(data, phone).map(({ key, value }) => (
          <div key={key}>
            <dt className="text-slate-600">{t(`install.field.${key}`)}</dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="break-all font-mono">{value}</span>
              <CopyButton value={value} label={t(`install.field.${key}`)} />
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
