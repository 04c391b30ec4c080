import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DeviceName } from '@/contract';
import { deviceCode } from '@/features/apn/devices';

/** Device choice (spec §2): iOS, Android, Computer, Wi-Fi router, each leading to its own steps. */
export function DevicePicker({ devices, basePath }: { devices: DeviceName[]; basePath: '/step3' | '/apn-configuration' }) {
  const { t } = useTranslation('apn');
  return (
    <ul className="grid grid-cols-2 gap-3">
      {devices.map((device) => (
        <li key={device}>
          <Link
            to={`${basePath}/$deviceType`}
            params={{ deviceType: String(deviceCode(device)) }}
            className="flex h-24 flex-col items-center justify-center rounded-xl border border-slate-300 p-3 text-center font-medium hover:border-brand-600 hover:bg-brand-50"
          >
            {t(`devices.${device}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
