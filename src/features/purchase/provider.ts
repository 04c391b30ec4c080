import { PORTAL_CONFIG } from '@/lib/portal-config';
/**
 * The card provider's browser scripts behind one typed, Promise-based adapter (spec §7). The scripts
 * load from configured URLs only when a card is entered; `npm start` points them at the sandbox
 * provider, which has the real interface. The card number goes to the provider script and nowhere else.
 */
type TokenParams = { aid: string; cn: string; ed: string; fn: string; ln: string; cvv: string };
type ThreeDsParams = { tkn: string; aid: string; am: number; tx: number; sf: number };

declare global {
  interface Window {
    CPToken?: { TokenCreate(params: TokenParams, callback: (resultCode: string, errMsg: string) => void): void };
    ThreeDSAdapter?: { authenticate(params: ThreeDsParams): Promise<{ resultCode: string; errMsg?: string }> };
  }
}

const env = (name: string, fallback: string) => (import.meta.env?.[name] as string | undefined) ?? fallback;
// The page's runtime configuration first (one build, any provider), then the build's.
export const PROVIDER = {
  tokenScript: PORTAL_CONFIG.tokenScript ?? env('VITE_CARD_TOKEN_SCRIPT', '/api/sandbox/provider/cptoken.js'),
  threeDsScript: PORTAL_CONFIG.threeDsScript ?? env('VITE_THREEDS_SCRIPT', '/api/sandbox/provider/threeds.js'),
  accountId: PORTAL_CONFIG.providerAccountId ?? env('VITE_PROVIDER_ACCOUNT_ID', 'sandbox-aid'),
};

/**
 * Why the provider refused: `code` is its result code, `message` its own text (in its language, not
 * the customer's), kept for support as a detail only.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'token' | 'threeDs' | 'notLoaded',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src); // let the next attempt try again
        reject(new ProviderError('notLoaded', src));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** Tokenises a card with CPToken.TokenCreate; the token comes back in the hidden field #tkn. */
export async function createToken(card: { number: string; yymm: string; first: string; last: string; cvv: string }): Promise<string> {
  await loadScript(PROVIDER.tokenScript);
  const cpToken = window.CPToken;
  if (!cpToken) throw new ProviderError('notLoaded', 'CPToken');
  let field = document.getElementById('tkn') as HTMLInputElement | null;
  if (!field) {
    field = Object.assign(document.createElement('input'), { type: 'hidden', id: 'tkn' });
    document.body.append(field);
  }
  field.value = '';
  const tokenField = field;
  return new Promise<string>((resolve, reject) => {
    cpToken.TokenCreate(
      { aid: PROVIDER.accountId, cn: card.number, ed: card.yymm, fn: card.first, ln: card.last, cvv: card.cvv },
      (resultCode, errMsg) => {
        const token = tokenField.value;
        tokenField.value = ''; // the token is single-use: do not leave it in the page
        if (resultCode === 'Success' && token) resolve(token);
        else reject(new ProviderError('token', errMsg, resultCode));
      },
    );
  });
}

/** 3-D Secure for the token: amount, tax and shipping are 0 when a card is registered (spec §7). */
export async function authenticate3ds(token: string): Promise<void> {
  await loadScript(PROVIDER.threeDsScript);
  const adapter = window.ThreeDSAdapter;
  if (!adapter) throw new ProviderError('notLoaded', 'ThreeDSAdapter');
  const result = await adapter.authenticate({ tkn: token, aid: PROVIDER.accountId, am: 0, tx: 0, sf: 0 });
  if (result.resultCode !== 'Success') throw new ProviderError('threeDs', result.errMsg ?? '', result.resultCode);
}
