import { MEDIA_API, rolloverAppliesTo, type Banner, type Language, type UserType } from '@/contract';
import { bannerSvg, type BannerArt } from './banner-art';
import { versionedMedia, versionedUrl } from './versioned-media';
import { helpUrl, type Localised } from './localised';

interface BannerEntry {
  id: number;
  art: BannerArt;
  /** Help article the banner opens (null: a banner that only informs). */
  article: string | null;
  /** Shown only to these SIM types: a 5G banner would only frustrate an eSIM customer. */
  for?: readonly UserType[];
  /** Shown only when the SIM's plan qualifies: rollover means nothing on a 1GB or a 7-day plan. */
  forPlan?: (plan: SimPlan) => boolean;
  text: Localised<{ title: string; alt: string }>;
}

/** The campaign banners of the top page, newest campaign first. */
const BANNERS: BannerEntry[] = [
  {
    id: 2,
    art: 'five-g',
    article: 'prepaid-sim/5g-option',
    for: ['PREPAID'],
    text: {
      ja: { title: '5Gオプション、無料でお申し込みいただけます', alt: '基地局から5Gの電波を受信するスマートフォンのイラスト' },
      en: { title: 'Add the 5G option to your SIM, free of charge', alt: 'Illustration of a smartphone receiving a 5G signal from a mast' },
      zh: { title: '5G选项现可免费开通', alt: '智能手机接收基站5G信号的插图' },
      tw: { title: '5G選項現在免費申請', alt: '智慧型手機接收基地台5G訊號的插圖' },
      vi: { title: 'Đăng ký tùy chọn 5G miễn phí', alt: 'Hình minh họa điện thoại thông minh nhận tín hiệu 5G từ trạm phát sóng' },
    },
  },
  {
    id: 1,
    art: 'data-rollover',
    article: 'guide/data-rollover',
    forPlan: (p) => rolloverAppliesTo(p.plan_gb, p.plan_days),
    text: {
      ja: { title: '使い切れなかったデータは翌月に繰り越せます', alt: '今月の残りデータ容量が矢印で翌月に移るイラスト' },
      en: {
        title: 'Unused data carries over to next month',
        alt: 'Illustration of this month’s leftover data moving into next month’s allowance',
      },
      zh: { title: '当月未用完的流量可结转至下月', alt: '当月剩余流量通过箭头转入下月的插图' },
      tw: { title: '當月沒用完的流量可累積至下個月', alt: '當月剩餘流量以箭頭移轉到下個月的插圖' },
      vi: {
        title: 'Dung lượng chưa dùng hết được chuyển sang tháng sau',
        alt: 'Hình minh họa dung lượng còn lại của tháng này được chuyển sang tháng sau',
      },
    },
  },
];

/** Each banner picture drawn once, with the version its URL carries. */
export const bannerPicture = versionedMedia(bannerSvg);

/** The URL of the picture's current version (cached for a year: routes/media.ts). */
export function bannerImageUrl(art: BannerArt): string {
  return versionedUrl(`/api/${MEDIA_API.banners}/${art}.svg`, bannerPicture(art));
}

/** Size and length of the current SIM's plan, as the API reads them from its name (null: not stated). */
export type SimPlan = { plan_gb: number | null; plan_days: number | null };

/**
 * The banners for a customer whose current SIM is of `userType` on `plan` (undefined: no SIM, the
 * general ones only).
 */
export function bannersFor(lng: Language, userType: UserType | undefined, plan?: SimPlan): Banner[] {
  const shown = (b: BannerEntry) =>
    (!b.for || (userType !== undefined && b.for.includes(userType))) && (!b.forPlan || (plan !== undefined && b.forPlan(plan)));
  return BANNERS.filter(shown).map((b) => ({
    id: b.id,
    title: b.text[lng].title,
    image: bannerImageUrl(b.art),
    alt: b.text[lng].alt,
    link: b.article ? helpUrl(lng, b.article) : null,
  }));
}
