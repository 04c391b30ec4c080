import type { Banner } from '@/contract';
import { safeUrl } from '@/lib/safe-url';

/**
 * Spec §2 campaign banner; the image carries its own alt text from the API, its title shows below it. Picture and link are
 * URLs as the API sent them: a banner whose picture is not http(s) is not shown, a link that is not
 * http(s) is dropped (the banner then only informs).
 * The pictures are 640×200; `aspect-[16/5]` keeps that box while one loads (the width/height
 * attributes alone lose to `h-auto`), so nothing below moves when it arrives. The first is the
 * largest thing on the top page, above the fold: loaded at once and first, not lazily.
 */
export function CampaignBanner({ banners }: { banners: Banner[] }) {
  const shown = banners.flatMap((banner) => {
    const image = safeUrl(banner.image);
    return image ? [{ ...banner, image, link: safeUrl(banner.link) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={shown[0]!.title} className="space-y-3">
      {shown.map((banner, index) => {
        const image = (
          <img
            src={banner.image}
            alt={banner.alt}
            width={640}
            height={200}
            {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            className="aspect-[16/5] h-auto w-full rounded-xl object-contain"
          />
        );
        // The API's title is what the campaign is called: shown under its picture.
        const title = <p className="mt-1 text-sm font-medium text-slate-800">{banner.title}</p>;
        return banner.link ? (
          <a key={banner.id} href={banner.link} target="_blank" rel="noopener noreferrer" className="block">
            {image}
            {title}
          </a>
        ) : (
          <div key={banner.id}>
            {image}
            {title}
          </div>
        );
      })}
    </section>
  );
}
