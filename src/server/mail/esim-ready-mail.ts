import type { Language } from '@/contract';

/**
 * "Your eSIM is ready", in the language the customer requested it in. Two kinds: ESIMA and LF
 * customers install from a code shown in the portal (and have 24 hours to do so); ESIMS profiles are
 * pushed to the phone whose EID was given, so those customers add the eSIM from the phone's settings.
 */
export type EsimReadyKind = 'code' | 'push';

interface Vars {
  name: string;
  iccid: string;
  link: string;
}

type Template = { subject: string; code: (v: Vars) => string; push: (v: Vars) => string };

const TEMPLATES: Record<Language, Template> = {
  ja: {
    subject: 'eSIMの準備ができました',
    code: ({ name, iccid, link }) => `${name} 様

いつもご利用いただきありがとうございます。
お申し込みいただいたeSIM（ICCID: ${iccid}）の発行が完了しました。
下記のリンクからポータルにログインし、「eSIM設定」の手順に沿ってインストールしてください。

${link}

【ご注意】
・発行から24時間以内にインストールしてください。期限を過ぎると無効になる場合があります。
・インストール中はWi-Fiに接続してください。
・一度インストールまたは削除したeSIMは、再インストールできません。

eSIMの発行をもってご利用開始となり、プランの有効期間はすでに始まっています。

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
    push: ({ name, iccid, link }) => `${name} 様

いつもご利用いただきありがとうございます。
お申し込みいただいたeSIM（ICCID: ${iccid}）の発行が完了し、ご登録のEIDの端末にダウンロードできるようになりました。
Wi-Fiに接続した状態で、次の手順でeSIMを追加してください。

・iPhone：「設定」>「モバイル通信」>「eSIMを追加」
・Android：「設定」>「ネットワークとインターネット」>「SIM」>「SIMをダウンロード」

追加後のAPN設定の手順は、ポータルでご確認いただけます。

${link}

【ご注意】
・一度インストールまたは削除したeSIMは、再インストールできません。
・eSIMの発行をもってご利用開始となり、プランの有効期間はすでに始まっています。

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: 'Your eSIM is ready',
    code: ({ name, iccid, link }) => `Hello ${name},

Your eSIM (ICCID ${iccid}) has been issued.
Open the portal and follow the eSIM settings steps to install it:

${link}

Please note:
- Install the eSIM within 24 hours. After that it may no longer be valid.
- Stay connected to Wi-Fi while you install it.
- An eSIM that has been installed or deleted cannot be installed again.

Your plan started when the eSIM was issued, and its validity period is already counting down.

This is an automated message; please do not reply.
`,
    push: ({ name, iccid, link }) => `Hello ${name},

Your eSIM (ICCID ${iccid}) has been issued for the phone with the EID you gave us.
Connect that phone to Wi-Fi and add the eSIM:

- iPhone: Settings > Mobile Data (or Cellular) > Add eSIM
- Android: Settings > Network & internet > SIMs > Download a SIM

The APN settings that come next are in the portal:

${link}

Please note:
- An eSIM that has been installed or deleted cannot be installed again.
- Your plan started when the eSIM was issued, and its validity period is already counting down.

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: '您的eSIM已准备就绪',
    code: ({ name, iccid, link }) => `${name}，您好：

您申请的eSIM（ICCID：${iccid}）已发放完毕。
请通过以下链接登录客户门户，按照“eSIM设置”中的步骤进行安装：

${link}

注意事项：
・请在发放后24小时内完成安装，逾期可能失效。
・安装过程中请保持Wi-Fi连接。
・已安装或已删除的eSIM无法再次安装。

eSIM发放即视为开始使用，套餐有效期已开始计算。

此邮件由系统自动发送，请勿直接回复。
`,
    push: ({ name, iccid, link }) => `${name}，您好：

您申请的eSIM（ICCID：${iccid}）已发放完毕，现在可以下载到您登记的EID所对应的手机上。
请在连接Wi-Fi的状态下，按以下步骤添加eSIM：

・iPhone：设置 > 蜂窝网络 > 添加eSIM
・Android：设置 > 网络和互联网 > SIM 卡 > 下载 SIM 卡

添加后的APN设置步骤请在客户门户中查看：

${link}

注意事项：
・已安装或已删除的eSIM无法再次安装。
・eSIM发放即视为开始使用，套餐有效期已开始计算。

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: '您的eSIM已準備就緒',
    code: ({ name, iccid, link }) => `${name} 您好：

您申請的eSIM（ICCID：${iccid}）已核發完成。
請透過以下連結登入會員專區，依照「eSIM設定」的步驟進行安裝：

${link}

注意事項：
・請於核發後24小時內完成安裝，逾期可能失效。
・安裝過程中請保持Wi-Fi連線。
・已安裝或已刪除的eSIM無法再次安裝。

eSIM核發即視為開始使用，方案有效期限已開始計算。

此郵件由系統自動發送，請勿直接回覆。
`,
    push: ({ name, iccid, link }) => `${name} 您好：

您申請的eSIM（ICCID：${iccid}）已核發完成，現在可以下載到您登錄的EID所對應的手機。
請在連線Wi-Fi的狀態下，依照以下步驟加入eSIM：

・iPhone：設定 > 行動服務 > 加入eSIM
・Android：設定 > 網路和網際網路 > SIM 卡 > 下載 SIM 卡

加入後的APN設定步驟請至會員專區查看：

${link}

注意事項：
・已安裝或已刪除的eSIM無法再次安裝。
・eSIM核發即視為開始使用，方案有效期限已開始計算。

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: 'eSIM của bạn đã sẵn sàng',
    code: ({ name, iccid, link }) => `Xin chào ${name},

eSIM của bạn (ICCID: ${iccid}) đã được phát hành.
Vui lòng mở cổng thông tin khách hàng qua liên kết dưới đây và làm theo các bước trong mục Cài đặt eSIM để cài đặt:

${link}

Lưu ý:
- Vui lòng cài đặt eSIM trong vòng 24 giờ. Sau thời gian này, eSIM có thể không còn hiệu lực.
- Hãy giữ kết nối Wi-Fi trong khi cài đặt.
- eSIM đã cài đặt hoặc đã xóa sẽ không thể cài đặt lại.

Gói cước bắt đầu ngay khi eSIM được phát hành và thời hạn sử dụng đã bắt đầu được tính.

Đây là email tự động, vui lòng không trả lời.
`,
    push: ({ name, iccid, link }) => `Xin chào ${name},

eSIM của bạn (ICCID: ${iccid}) đã được phát hành cho điện thoại có EID mà bạn đã đăng ký.
Hãy kết nối điện thoại đó với Wi-Fi và thêm eSIM:

- iPhone: Cài đặt > Di động > Thêm eSIM
- Android: Cài đặt > Mạng và Internet > SIM > Tải SIM xuống

Các bước cài đặt APN tiếp theo có trên cổng thông tin khách hàng:

${link}

Lưu ý:
- eSIM đã cài đặt hoặc đã xóa sẽ không thể cài đặt lại.
- Gói cước bắt đầu ngay khi eSIM được phát hành và thời hạn sử dụng đã bắt đầu được tính.

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

export function esimReadyMail(lng: Language, kind: EsimReadyKind, vars: Vars): { subject: string; text: string } {
  const t = TEMPLATES[lng];
  return { subject: t.subject, text: t[kind](vars) };
}
