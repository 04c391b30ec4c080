import type { Language } from '@/contract';
import { b, menu, steps, valueLines, type Step } from '@/server/apn/html';
import { IOS_WORDS } from '@/server/apn/pictures/ios-words';
import type { ScreenName } from '@/server/apn/screenshots';
import { PICTURE_VARIANTS, type PictureVariant } from '@/server/apn/values';

/** iPhone with an eSIM installed: type the APN into the line's Mobile Data Network screen. */
const IMAGES: ScreenName[] = ['ios-cellular', 'ios-cellular-line', 'ios-apn-form', 'ios-data-choose'];

const TEXTS: Record<Language, (values: string) => string[]> = {
  ja: (values) => [
    `${menu('設定', 'モバイル通信')}を開き、「SIM」の下にあるこのeSIMの回線（例：${b('データ')}）をタップします。`,
    `${b('この回線をオンにする')}がオンになっていることを確認し、${b('モバイルデータ通信ネットワーク')}をタップします。`,
    `「モバイルデータ通信」の欄に次のとおり入力します。その他の欄は空欄のままにします。<br>${values}`,
    `前の画面に戻ると設定が保存されます。${menu('設定', 'モバイル通信', 'モバイルデータ通信')}でこのeSIMを選び、Wi-Fiをオフにして${b('4G')}または${b('5G')}と表示されることを確認してください。`,
  ],
  en: (values) => [
    `Open ${menu('Settings', 'Mobile Data')} (${b('Cellular')} in the US) and tap this eSIM's line under SIMs (for example ${b('Data')}).`,
    `Make sure ${b('Turn On This Line')} is on, then tap ${b('Mobile Data Network')}.`,
    `In the Mobile Data section, enter the following and leave the other fields empty:<br>${values}`,
    `Going back saves the setting. Choose this eSIM in ${menu('Settings', 'Mobile Data', 'Mobile Data')}, then turn off Wi-Fi and check that ${b('4G')} or ${b('5G')} appears.`,
  ],
  zh: (values) => [
    `打开${menu('设置', '蜂窝网络')}，在“SIM卡”下轻点此eSIM的号码（例如${b('数据')}）。`,
    `确认${b('打开此号码')}已开启，然后轻点${b('蜂窝数据网络')}。`,
    `在“蜂窝数据”部分输入以下内容，其他栏位留空：<br>${values}`,
    `返回上一页即可保存设置。在${menu('设置', '蜂窝网络', '蜂窝数据')}中选择此eSIM，然后关闭无线局域网，确认显示${b('4G')}或${b('5G')}。`,
  ],
  tw: (values) => [
    `開啟${menu('設定', '行動服務')}，在「SIM卡」下方點一下這張eSIM的號碼（例如${b('數據')}）。`,
    `確認${b('開啟此號碼')}已開啟，然後點一下${b('行動數據網路')}。`,
    `在「行動數據」區塊輸入以下內容，其他欄位保持空白：<br>${values}`,
    `回到上一頁即會儲存設定。在${menu('設定', '行動服務', '行動數據')}中選擇這張eSIM，然後關閉Wi-Fi，確認顯示${b('4G')}或${b('5G')}。`,
  ],
  vi: (values) => [
    `Mở ${menu('Cài đặt', 'Di động')} và chạm vào số của eSIM này trong mục SIM (ví dụ ${b('Dữ liệu')}).`,
    `Đảm bảo ${b('Bật số này')} đang bật, rồi chạm vào ${b('Mạng dữ liệu di động')}.`,
    `Trong mục Dữ liệu di động, nhập các thông tin sau và để trống các ô khác:<br>${values}`,
    `Quay lại màn hình trước là cài đặt được lưu. Chọn eSIM này trong ${menu('Cài đặt', 'Di động', 'Dữ liệu di động')}, sau đó tắt Wi-Fi và kiểm tra đã hiện ${b('4G')} hoặc ${b('5G')}.`,
  ],
};

export function iosApnSteps(lng: Language, variant: PictureVariant): Step[] {
  const t = IOS_WORDS[lng];
  const v = PICTURE_VARIANTS[variant].values;
  const values = valueLines([
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
  ]);
  return steps(TEXTS[lng](values), IMAGES, { lng, variant });
}
