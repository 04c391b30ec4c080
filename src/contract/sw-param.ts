// No imports: the page's first load carries this (src/lib/sw-script-url.ts), not the path tables.
/**
 * The service worker's script URL carries the API base when the API is on another origin
 * (`/sw.js?api=https%3A%2F%2Fapi.operator.example%2Fapi`, portal-only deployment, decision 0048): the
 * worker then keeps that origin's FAQ and APN reads offline too. Same origin: plain `/sw.js`.
 */
export const SW_API_BASE_PARAM = 'api';
