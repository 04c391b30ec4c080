import { useTranslation } from 'react-i18next';
import type { VideoSection as Video } from '@/contract';
import { safeUrl } from '@/lib/safe-url';

/**
 * Spec §2 video section: title, description and the video, opened on request. Not embedded: the
 * provider's video has no captions to offer inline (WCAG 1.2.2), and a link costs a customer on a
 * small data plan nothing until they choose to watch (docs/decisions/0010).
 */
export function VideoSection({ video }: { video: Video }) {
  const { t } = useTranslation('profile');
  // A URL as the API sent it: no link unless it is http(s).
  const url = safeUrl(video.url);
  return (
    <section aria-labelledby="video-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="video-title" className="mb-2 font-semibold">
        {video.title}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{video.description}</p>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
        >
          {t('videoOpen')}
        </a>
      )}
    </section>
  );
}
