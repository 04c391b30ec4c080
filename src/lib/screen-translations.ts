import i18next from 'i18next';

/**
 * A screen's own translation namespaces, fetched by its loader together with its data: the
 * screen then renders once, complete, instead of suspending on `useTranslation` after the data came
 * (a spinner, then the page pushing the footer down). A failure is left to `useTranslation`.
 * In lib rather than routes so that it travels in the portal chunk, not in a chunk of its own that
 * the first load would have to fetch.
 */
export function loadTranslations(...namespaces: string[]): Promise<unknown> {
  return i18next.loadNamespaces(namespaces).catch(() => undefined);
}
