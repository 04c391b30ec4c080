import { LINKSFIELD_APN } from '@/server/apn/data/linksfield';
import { esc } from '@/server/apn/html';
import type { FaqEntry } from './entry';

/** FAQ type 3 only: the LF eSIM reaches its Japanese partner network by roaming (apn/data/linksfield.ts). */
const apn = esc(LINKSFIELD_APN.apn ?? '');

export const LF_ROAMING: FaqEntry = {
  id: 301,
  text: {
    ja: {
      q: 'データローミングをオンにする必要があるのはなぜですか？',
      a: '<p>このeSIMは、<strong>ローミングで国内の提携回線に接続する</strong>仕組みのため、インストール後にこのeSIMの「データローミング」をオンにしてください。オフのままでは通信できません。</p><p>ローミングによる追加料金はかかりません。ご利用のデータ容量から差し引かれます。</p>',
    },
    en: {
      q: 'Why do I have to turn on data roaming?',
      a: '<p>Your eSIM <strong>connects to its partner network in Japan by roaming</strong>, so turn on “Data roaming” for this eSIM after installing it. With roaming off, it cannot connect.</p><p>Roaming costs nothing extra: the data simply counts towards your plan.</p>',
    },
    zh: {
      q: '为什么需要开启数据漫游？',
      a: '<p>您的eSIM<strong>通过漫游接入日本国内的合作网络</strong>，因此安装后请为此eSIM开启“数据漫游”。关闭漫游将无法上网。</p><p>漫游不会产生额外费用，只会从套餐流量中扣除。</p>',
    },
    tw: {
      q: '為什麼需要開啟數據漫遊？',
      a: '<p>您的eSIM<strong>是以漫遊方式連接日本國內的合作網路</strong>，因此安裝後請為此eSIM開啟「數據漫遊」。關閉漫遊將無法上網。</p><p>漫遊不會產生額外費用，僅會從方案流量中扣除。</p>',
    },
    vi: {
      q: 'Tại sao tôi phải bật chuyển vùng dữ liệu?',
      a: '<p>eSIM của quý khách <strong>kết nối với mạng đối tác tại Nhật Bản bằng chuyển vùng</strong>, vì vậy hãy bật “Chuyển vùng dữ liệu” cho eSIM này sau khi cài đặt. Nếu tắt chuyển vùng, eSIM sẽ không kết nối được.</p><p>Chuyển vùng không phát sinh thêm phí; dung lượng sử dụng được trừ vào gói cước như bình thường.</p>',
    },
  },
};

export const LF_APN: FaqEntry = {
  id: 302,
  text: {
    ja: {
      q: 'eSIMのAPN設定を教えてください。',
      a: `<p>iPhoneでは、多くの場合eSIMのインストールとともにAPNが設定されます。Androidでは、次のAPNを追加して選択してください。ユーザー名とパスワードは不要です。</p><ul><li>APN：<strong>${apn}</strong></li></ul><p>詳しい手順は、メニューの「eSIM設定」でご案内しています。</p>`,
    },
    en: {
      q: 'What is the APN of my eSIM?',
      a: `<p>On an iPhone, the APN usually comes with the eSIM. On Android, add and select the following APN; no username or password is needed.</p><ul><li>APN: <strong>${apn}</strong></li></ul><p>The steps are under “eSIM settings” in the menu.</p>`,
    },
    zh: {
      q: '我的eSIM的APN如何设置？',
      a: `<p>iPhone通常会在安装eSIM时自动设置APN。Android手机请添加并选择以下APN，无需用户名和密码。</p><ul><li>APN：<strong>${apn}</strong></li></ul><p>详细步骤请查看菜单中的“eSIM设置”。</p>`,
    },
    tw: {
      q: '我的eSIM的APN要如何設定？',
      a: `<p>iPhone通常會在安裝eSIM時自動設定APN。Android手機請新增並選取以下APN，不需要使用者名稱和密碼。</p><ul><li>APN：<strong>${apn}</strong></li></ul><p>詳細步驟請參閱選單中的「eSIM設定」。</p>`,
    },
    vi: {
      q: 'APN của eSIM của tôi là gì?',
      a: `<p>Trên iPhone, APN thường được cài đặt cùng với eSIM. Trên Android, vui lòng thêm và chọn APN sau; không cần tên người dùng và mật khẩu.</p><ul><li>APN: <strong>${apn}</strong></li></ul><p>Các bước chi tiết có tại mục “Cài đặt eSIM” trong menu.</p>`,
    },
  },
};
