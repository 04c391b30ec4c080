import { readFileSync } from 'node:fs';
import type common from '../../public/locales/en/common.json';
import type auth from '../../public/locales/en/auth.json';
import type account from '../../public/locales/en/account.json';
import type onboarding from '../../public/locales/en/onboarding.json';
import type apn from '../../public/locales/en/apn.json';
import type esim from '../../public/locales/en/esim.json';

export const LANGS = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

/** The texts a customer reads in that language, so tests find fields by their real labels. */
export type Texts = {
  common: typeof common;
  auth: typeof auth;
  account: typeof account;
  onboarding: typeof onboarding;
  apn: typeof apn;
  esim: typeof esim;
};

export function texts(lng: Lang): Texts {
  const read = (ns: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));
  return {
    common: read('common'),
    auth: read('auth'),
    account: read('account'),
    onboarding: read('onboarding'),
    apn: read('apn'),
    esim: read('esim'),
  };
}

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = ['prepaid@demo.test', 'esims@demo.test', 'esima@demo.test', 'lf@demo.test', 'multi@demo.test'];
