import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApnSettings } from '@/contract';
import { SafeHtml } from '@/components/ui/safe-html';
import { safeUrl } from '@/lib/safe-url';

/** A phone-sized guess for a picture whose size the API did not send. */
const GUESSED_SIZE = { width: 240, height: 480 };

/**
 * Step-by-step text (server HTML, sanitised) with its screenshot, and the video as a link.
 * The picture's alt text is the API's description of it (what the screen is, what to tap), else a
 * generic one. It is shown at its own size, never wider than the step: the reference API draws
 * its words at the size a phone shows them (decision 0032). Each picture keeps its box while it
 * loads (the size the API sent as width and height: the browser takes their ratio while `h-auto`
 * scales it), so the steps below do not move when it arrives. No inline style for it: the XSS
 * inspection (tests/e2e/xss.spec.ts) rightly allows none. The first may be the largest thing in
 * view: loaded at once, the others lazily.
 */
export function ApnInstructions({ settings }: { settings: ApnSettings }) {
  const { t } = useTranslation('apn');
  // URLs as the API sent them: only http(s) ones become a link or a picture.
  const video = safeUrl(settings.video);
  const firstPicture = settings.instructions.findIndex((step) => safeUrl(step.image));
  // The steps arrive with the API's answer, whose render React cannot slice: sanitising every step's
  // HTML in it was one long task on a cheap phone (Lighthouse TBT). That render draws the
  // steps up to the first picture, the ones in view; the rest follow in a deferred render, which
  // yields to the browser between steps.
  const allSteps = useDeferredValue(true, false);
  const steps = allSteps ? settings.instructions : settings.instructions.slice(0, Math.max(firstPicture, 0) + 1);
  return (
    <section aria-labelledby="apn-steps-title" className="mb-6">
      <h2 id="apn-steps-title" className="mb-3 font-semibold">
        {t('steps.title')}
      </h2>
      {video && (
        <p className="mb-4">
          <a href={video} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {t('steps.video')}
          </a>
        </p>
      )}
      <ol className="space-y-6">
        {steps.map((step, index) => {
          const image = safeUrl(step.image);
          const width = step.image_width ?? GUESSED_SIZE.width;
          const height = step.image_height ?? GUESSED_SIZE.height;
          return (
            <li key={index} className="rounded-xl border border-slate-200 p-3">
              <p className="mb-2 text-sm font-semibold text-brand-700">{t('steps.step', { n: index + 1 })}</p>
              <SafeHtml html={step.instruction} className="prose-sm mb-3" />
              {image && (
                <img
                  src={image}
                  alt={step.image_alt ?? t('steps.screenshot', { n: index + 1 })}
                  loading={index === firstPicture ? 'eager' : 'lazy'}
                  decoding="async"
                  width={width}
                  height={height}
                  className="mx-auto h-auto max-w-full"
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
