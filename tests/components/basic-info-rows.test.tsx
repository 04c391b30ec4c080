import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import viCommon from '@locales/vi/common.json';
import viOnboarding from '@locales/vi/onboarding.json';
import type { CardInfo } from '@/contract';
import { BasicInfo } from '@/features/onboarding/components/basic-info';

// Seen in Vietnamese: "ICCID / EID" over the ICCID alone, and the plan in English.
beforeAll(async () => {
  i18next.addResourceBundle('vi', 'common', viCommon);
  i18next.addResourceBundle('vi', 'onboarding', viOnboarding);
  await i18next.changeLanguage('vi');
});
afterAll(() => i18next.changeLanguage('en'));

const INFO: CardInfo = {
  email: 'a@example.com',
  iccid: '8981100000000000017',
  eid: null,
  sim_type: 'linksfield_esim',
  tel_no: null,
  plan: '1GB / 7 days',
  status: 'set',
  start_date: 1_790_000_000,
  validity_period: 1_790_604_800,
};

const rows = () => [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('basic info (vi)', () => {
  it('an eSIM without EID: the ICCID under its own label, no EID row; the plan in Vietnamese', () => {
    render(<BasicInfo info={INFO} prepaid={false} onToTop={() => undefined} />);
    expect(rows().slice(1, 3)).toEqual([
      ['ICCID', INFO.iccid],
      [viOnboarding.basicInfo.plan, '1GB / 7 ngày'],
    ]);
  });

  it('a sonet eSIM: ICCID and EID, a row each', () => {
    render(
      <BasicInfo
        info={{
          ...INFO,
          sim_type: 'sonet_esim',
          eid: '89049032000000000000000000012385',
          plan: '10GB / 30 days',
          plan_gb: 10,
          plan_days: 30,
        }}
        prepaid={false}
        onToTop={() => undefined}
      />,
    );
    expect(rows().slice(1, 4)).toEqual([
      ['ICCID', INFO.iccid],
      ['EID', '89049032000000000000000000012385'],
      [viOnboarding.basicInfo.plan, '10GB / 30 ngày'],
    ]);
  });
});
