import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The server answers a POST here with the wallet's HTML as a document of its own (src/server/payment-document.ts). */
const DOCUMENT_PATH = '/payment-external';

/**
 * On to the wallet or the store slip, top level in this tab (decision 0059): the wallet's HTML is
 * posted to the server, which answers it as its own sandboxed document whose scripts then run (the
 * gateway's auto-submitting form); the slip is simply opened. The HTML goes in the request body
 * only: nothing stores it readable. `auto` does this at once (just after make payment); otherwise
 * the customer presses the button (back from the wallet, or after a reload).
 */
export function ProviderHandover({
  html,
  slip,
  label,
  auto,
}: {
  html?: string | undefined;
  slip?: string | undefined;
  label: string;
  auto: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const go = () => {
    if (html) form.current?.submit();
    else if (slip) window.location.assign(slip);
  };
  useEffect(() => {
    if (auto) go();
    // Once, on arrival: `auto` is read when the screen first draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!html) {
    return (
      <Button needsConnection onClick={go}>
        {label}
      </Button>
    );
  }
  return (
    <form ref={form} method="post" action={DOCUMENT_PATH}>
      <input type="hidden" name="html" value={html} />
      <Button type="submit" needsConnection>
        {label}
      </Button>
    </form>
  );
}
