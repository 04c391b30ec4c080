import type { Language, VideoSection } from '@/contract';
import { video } from '@/server/apn/html';
import type { Localised } from './localised';

/** The service introduction on the user information page (spec §2); the film itself has subtitles. */
const TEXTS: Localised<Omit<VideoSection, 'url'>> = {
  ja: {
    title: 'サービスのご紹介',
    description:
      '開通日の予約やeSIMの発行から、APN設定、残りデータ量の確認、有効期限内のデータチャージまで、ご利用の流れを約3分の動画でご紹介します。',
  },
  en: {
    title: 'Introducing the service',
    description:
      'A three-minute tour of how the service works: reserving your activation date or getting your eSIM, setting up the APN, checking your remaining data and recharging before your plan expires.',
  },
  zh: {
    title: '服务介绍',
    description: '通过约3分钟的视频，了解从预约激活日期或发放eSIM、设置APN、查看剩余流量，到在有效期内充值的完整使用流程。',
  },
  tw: {
    title: '服務介紹',
    description: '透過約3分鐘的影片，了解從預約開通日期或核發eSIM、設定APN、查詢剩餘流量，到在有效期限內儲值的完整使用流程。',
  },
  vi: {
    title: 'Giới thiệu dịch vụ',
    description:
      'Video khoảng 3 phút giới thiệu cách sử dụng dịch vụ: đặt ngày kích hoạt hoặc nhận eSIM, cài đặt APN, kiểm tra dung lượng còn lại và nạp thêm dữ liệu trước khi gói cước hết hạn.',
  },
};

/** One film for every language, hosted by the operator next to the APN videos. */
export function serviceVideo(lng: Language): VideoSection {
  return { ...TEXTS[lng], url: video('service-introduction') };
}
