import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@locales/en/common.json';
import auth from '@locales/en/auth.json';
import account from '@locales/en/account.json';

// Components render with the real English texts, so tests find elements as a customer reads them.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  resources: { en: { common, auth, account } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

afterEach(() => cleanup());
