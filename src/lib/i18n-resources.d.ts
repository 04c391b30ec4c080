// English is the source of keys: a key missing from en/*.json is a type error where it is used.
import type common from '../../public/locales/en/common.json';
import type auth from '../../public/locales/en/auth.json';
import type account from '../../public/locales/en/account.json';
import type onboarding from '../../public/locales/en/onboarding.json';
import type apn from '../../public/locales/en/apn.json';
import type esim from '../../public/locales/en/esim.json';
import type lines from '../../public/locales/en/lines.json';
import type profile from '../../public/locales/en/profile.json';
import type fiveG from '../../public/locales/en/fiveG.json';
import type support from '../../public/locales/en/support.json';
import type recharge from '../../public/locales/en/recharge.json';
import type payment from '../../public/locales/en/payment.json';
import type orders from '../../public/locales/en/orders.json';

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
    };
  }
}
