import type { FaqEntry } from './entry';

/** Questions every customer asks, whatever their SIM. */
export const SUPPORT_HOURS: FaqEntry = {
  id: 901,
  text: {
    ja: {
      q: 'カスタマーサポートの受付時間を教えてください。',
      a: '<p>受付時間は<strong>毎日10:00〜18:00（日本時間）</strong>です（一部の祝日を除く）。</p><p>メニューの「カスタマーサポート」から、メール、LINE、WeChat、Facebook Messenger、WhatsAppでお問い合わせいただけます。受付時間外にいただいたメッセージには、受付開始後に順次回答いたします。</p>',
    },
    en: {
      q: 'When is customer support open?',
      a: '<p>Customer support is open <strong>every day from 10:00 to 18:00 (Japan time)</strong>, except some holidays.</p><p>Contact us by email, LINE, WeChat, Facebook Messenger or WhatsApp from “Customer support” in the menu. Messages sent outside these hours are answered in order once we open.</p>',
    },
    zh: {
      q: '客服的服务时间是什么时候？',
      a: '<p>服务时间为<strong>每天10:00～18:00（日本时间）</strong>，部分节假日除外。</p><p>您可以通过菜单中的“客户支持”，使用邮件、LINE、微信、Facebook Messenger或WhatsApp联系我们。非服务时间发送的消息，将在服务开始后依次回复。</p>',
    },
    tw: {
      q: '客服的服務時間是什麼時候？',
      a: '<p>服務時間為<strong>每天10:00～18:00（日本時間）</strong>，部分假日除外。</p><p>您可以從選單中的「客服中心」，透過電子郵件、LINE、WeChat、Facebook Messenger或WhatsApp與我們聯繫。非服務時間傳送的訊息，將於服務時間開始後依序回覆。</p>',
    },
    vi: {
      q: 'Bộ phận hỗ trợ khách hàng làm việc vào thời gian nào?',
      a: '<p>Bộ phận hỗ trợ làm việc <strong>hằng ngày từ 10:00 đến 18:00 (giờ Nhật Bản)</strong>, trừ một số ngày lễ.</p><p>Quý khách có thể liên hệ qua email, LINE, WeChat, Facebook Messenger hoặc WhatsApp tại mục “Hỗ trợ khách hàng” trong menu. Tin nhắn gửi ngoài giờ làm việc sẽ được trả lời lần lượt khi chúng tôi bắt đầu làm việc.</p>',
    },
  },
};

export const CHECK_USAGE: FaqEntry = {
  id: 902,
  text: {
    ja: {
      q: 'データ残量や有効期限はどこで確認できますか？',
      a: '<p>ログイン後の「トップページ」で、選択中のSIMのデータ使用量、データ残量、有効期限、残り日数を確認できます。「回線一覧」では、アカウントに登録されているすべてのSIMについて確認できます。</p><p>表示される使用量は、実際のご利用より少し遅れて反映される場合があります。</p>',
    },
    en: {
      q: 'Where can I check my remaining data and expiry date?',
      a: '<p>After you log in, the “Top page” shows the data used, data remaining, usage expiration date and days remaining of your current SIM. The “Line list” shows the same for every SIM on your account.</p><p>Usage figures may lag slightly behind your actual use.</p>',
    },
    zh: {
      q: '在哪里可以查看剩余流量和有效期？',
      a: '<p>登录后，可在“首页”查看当前SIM卡的已用流量、剩余流量、有效期和剩余天数。在“号码列表”中可查看账户内所有SIM卡的相关信息。</p><p>显示的用量可能比实际使用情况稍有延迟。</p>',
    },
    tw: {
      q: '在哪裡可以查詢剩餘流量和使用期限？',
      a: '<p>登入後，可在「首頁」查看目前SIM卡的已使用流量、剩餘流量、使用期限及剩餘天數。在「門號清單」中可查看帳號內所有SIM卡的相關資訊。</p><p>顯示的用量可能會比實際使用情形稍有延遲。</p>',
    },
    vi: {
      q: 'Tôi có thể xem dung lượng còn lại và ngày hết hạn ở đâu?',
      a: '<p>Sau khi đăng nhập, “Trang chủ” hiển thị dung lượng đã dùng, dung lượng còn lại, ngày hết hạn sử dụng và số ngày còn lại của SIM đang chọn. “Danh sách thuê bao” hiển thị các thông tin này cho tất cả SIM trong tài khoản.</p><p>Số liệu sử dụng có thể được cập nhật chậm hơn một chút so với thực tế.</p>',
    },
  },
};

export const SWITCH_LINES: FaqEntry = {
  id: 903,
  text: {
    ja: {
      q: '複数のSIMを持っています。表示するSIMを切り替えるには？',
      a: '<p>メニューの「回線一覧」で、使いたいSIMの「このSIMに切り替える」を押してください。トップページ、メニュー、各種設定に、そのSIMの情報が表示されるようになります。</p><p>別のSIMをアカウントに追加するには、そのSIMのアクティベーションコードを使い、ご登録のメールアドレスとパスワードでログインしてください。</p>',
    },
    en: {
      q: 'I have more than one SIM. How do I switch between them?',
      a: '<p>Open “Line list” in the menu and press “Use this SIM” on the SIM you want. The top page, menu and settings then show that SIM.</p><p>To add another SIM to your account, log in with your email address and password together with the new SIM’s activation code.</p>',
    },
    zh: {
      q: '我有多张SIM卡，如何切换？',
      a: '<p>打开菜单中的“号码列表”，在要使用的SIM卡上点击“切换到此SIM卡”。之后，首页、菜单和各项设置将显示该SIM卡的信息。</p><p>如需将其他SIM卡添加到账户，请使用该SIM卡的激活码，并以已注册的邮箱和密码登录。</p>',
    },
    tw: {
      q: '我有多張SIM卡，要如何切換？',
      a: '<p>開啟選單中的「門號清單」，在要使用的SIM卡上點選「切換至此SIM卡」。之後，首頁、選單及各項設定將顯示該SIM卡的資訊。</p><p>如要將其他SIM卡加入帳號，請使用該SIM卡的開通碼，並以已註冊的電子郵件地址和密碼登入。</p>',
    },
    vi: {
      q: 'Tôi có nhiều SIM. Làm sao để chuyển đổi giữa các SIM?',
      a: '<p>Mở “Danh sách thuê bao” trong menu và nhấn “Dùng SIM này” ở SIM quý khách muốn dùng. Trang chủ, menu và các mục cài đặt sẽ hiển thị thông tin của SIM đó.</p><p>Để thêm SIM khác vào tài khoản, vui lòng đăng nhập bằng email và mật khẩu đã đăng ký cùng với mã kích hoạt của SIM mới.</p>',
    },
  },
};
