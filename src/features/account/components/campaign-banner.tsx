import type { Banner } from '../../../contract';

/** Spec §2 campaign banner; the image carries its own alt text from the API. */
export function CampaignBanner({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={banners[0]!.title} className="space-y-3">
      {banners.map((banner) => {
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
