// English is the source of keys: a key missing from en/*.json is a type error where it is used.
import type common from '@locales/en/common.json';
import type auth from '@locales/en/auth.json';
import type account from '@locales/en/account.json';
import type onboarding from '@locales/en/onboarding.json';
import type apn from '@locales/en/apn.json';
import type esim from '@locales/en/esim.json';
import type lines from '@locales/en/lines.json';
import type profile from '@locales/en/profile.json';
import type fiveG from '@locales/en/fiveG.json';
import type support from '@locales/en/support.json';
import type recharge from '@locales/en/recharge.json';
import type payment from '@locales/en/payment.json';
import type orders from '@locales/en/orders.json';
import type alerts from '@locales/en/alerts.json';
import type autoTopUp from '@locales/en/autoTopUp.json';
import type receipt from '@locales/en/receipt.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      onboarding: typeof onboarding;
      apn: typeof apn;
      esim: typeof esim;
      lines: typeof lines;
      profile: typeof profile;
      fiveG: typeof fiveG;
      support: typeof support;
      recharge: typeof recharge;
      payment: typeof payment;
      orders: typeof orders;
      alerts: typeof alerts;
      autoTopUp: typeof autoTopUp;
      receipt: typeof receipt;
    };
  }
}
