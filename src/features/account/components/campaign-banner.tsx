import type { Banner } from '../../../contract';
import { safeUrl } from '../../../lib/safe-url';

/**
 * Spec §2 campaign banner; the image carries its own alt text from the API. Picture and link are
 * URLs as the API sent them: a banner whose picture is not http(s) is not shown, a link that is not
 * http(s) is dropped (the banner then only informs).
 */
export function CampaignBanner({ banners }: { banners: Banner[] }) {
  const shown = banners.flatMap((banner) => {
    const image = safeUrl(banner.image);
    return image ? [{ ...banner, image, link: safeUrl(banner.link) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={shown[0]!.title} className="space-y-3">
      {shown.map((banner) => {
        const image = <img src={banner.image} alt={banner.alt} width={640} height={200} loading="lazy" className="h-auto w-full rounded-xl" />;
        return banner.link ? (
          <a key={banner.id} href={banner.link} target="_blank" rel="noopener noreferrer" className="block">
            {image}
          </a>
        ) : (
          <div key={banner.id}>{image}</div>
        );
      })}
    </section>
  );
}
