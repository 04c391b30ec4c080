/// <reference lib="webworker" />

/**
 * Alerts by push (docs/decisions/0107). The API sends each alert already written in the customer's
 * language (src/contract/alerts.ts PushPayload), with the portal path its tap opens: data recharge
 * with the SIM selected, the period extension, the eSIM install page, the unpaid order.
 */
interface Alert {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}

/** The payload as sent, or undefined for anything else (a push that is not ours shows nothing). */
export function readAlert(text: string | undefined): Alert | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const a = data as Record<string, unknown>;
  const fields = ['title', 'body', 'url', 'tag', 'lang'] as const;
  if (!fields.every((f) => typeof a[f] === 'string')) return undefined;
  // Only a path of the portal itself: a tap never leaves for another site.
  if (!/^\/(?!\/)/.test(a.url as string)) return undefined;
  return a as unknown as Alert;
}

/** The page to show for a tap: an open window of the portal is focused and taken there, else a new one opens. */
async function openAlert(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (open) {
    // Focus needs the tap's user activation; a browser that refuses it still gets the right page.
    await open.focus().catch(() => undefined);
    // navigate() works on the windows this worker controls; one it does not opens anew.
    if (await open.navigate(url).catch(() => null)) return;
  }
  await scope.clients.openWindow(url);
}

export function registerPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const alert = readAlert(event.data?.text());
    if (!alert) return;
    event.waitUntil(
      scope.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        lang: alert.lang,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: alert.url },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openAlert(scope, typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/topPage'));
  });
}
