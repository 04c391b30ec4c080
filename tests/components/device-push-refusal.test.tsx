/**
 * The API refuses a device's push subscription (a push service it does not send to, E0091; an
 * endpoint another account holds with other keys, E0115): the customer reads why in their language,
 * and the browser's subscription is dropped so the screen does not say push is on and the next try
 * subscribes afresh.
 */
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jaAlerts from '@locales/ja/alerts.json';
import jaCommon from '@locales/ja/common.json';
import viAlerts from '@locales/vi/alerts.json';
import viCommon from '@locales/vi/common.json';
import { subscribeDevice } from '@/features/alerts/api/push-device';
import { DevicePush } from '@/features/alerts/components/device-push';
import { configureHttp } from '@/lib/http';
import { clearSession, updateSession } from '@/lib/session';

i18next.addResourceBundle('ja', 'common', jaCommon);
i18next.addResourceBundle('ja', 'alerts', jaAlerts);
i18next.addResourceBundle('vi', 'common', viCommon);
i18next.addResourceBundle('vi', 'alerts', viAlerts);

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let unsubscribed = 0;
let answer: { status: number; body: unknown };

beforeEach(async () => {
  unsubscribed = 0;
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      unsubscribed++;
      return true;
    },
  };
  const registration = { pushManager: { getSubscription: async () => null, subscribe: async () => subscription } };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  const fetch = (async () =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })) as typeof globalThis.fetch;
  configureHttp({ language: () => 'ja', navigate: vi.fn(), signedOut: vi.fn(), fetch });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('a refused push subscription', () => {
  it.each([
    ['ja', 'E0091', 'このブラウザでは通知をオンにできません。メールでのお知らせをお選びください。'],
    ['ja', 'E0115', 'この端末の通知は別のアカウントで登録されていたため、リセットしました。もう一度通知をオンにしてください。'],
    ['vi', 'E0091', 'Không thể bật thông báo trên trình duyệt này. Vui lòng chọn nhận thông báo qua email.'],
  ])('%s %s: the browser subscription is dropped and the reason shown', async (lng, code, text) => {
    answer = { status: code === 'E0091' ? 400 : 409, body: { code, message: 'server words' } };
    await i18next.changeLanguage(lng);
    const error = await subscribeDevice(KEY).catch((e: unknown) => e);
    expect(unsubscribed).toBe(1);
    render(<DevicePush state="off" busy={false} failed error={error} onTurnOn={() => undefined} onTurnOff={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('accepted: the browser keeps its subscription', async () => {
    answer = { status: 200, body: { message: 'ok' } };
    await subscribeDevice(KEY);
    expect(unsubscribed).toBe(0);
  });

  it('a failure that is not a refusal still reads as the screen’s own message', async () => {
    await i18next.changeLanguage('ja');
    render(
      <DevicePush state="off" busy={false} failed error={new Error('permission')} onTurnOn={() => undefined} onTurnOff={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(jaAlerts.device.failed);
  });
});
