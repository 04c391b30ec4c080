import type { Language } from '@/contract';

/**
 * The password-reset mail in the language of the page the customer asked from. Plain text only: no
 * HTML to sanitise, and the link is the only thing to click.
 */
interface Vars {
  name: string;
  link: string;
  minutes: number;
}

const TEMPLATES: Record<Language, { subject: string; text: (v: Vars) => string }> = {
  ja: {
    subject: 'パスワード再設定のご案内',
    text: ({ name, link, minutes }) => `${name} 様

いつもご利用いただきありがとうございます。
パスワード再設定のお申し込みを受け付けました。
下記のリンクから新しいパスワードを設定してください。

${link}

このリンクの有効期限は${minutes}分で、一度のみご利用いただけます。
有効期限が切れた場合は、お手数ですが再度お申し込みください。

お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: 'Reset your password',
    text: ({ name, link, minutes }) => `Hello ${name},

We received a request to reset the password of your account.
Use the link below to choose a new password:

${link}

The link is valid for ${minutes} minutes and can be used only once.
If it has expired, please request a new one.

If you did not ask for this, you can ignore this email. Your password will not change.

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: '重置密码通知',
    text: ({ name, link, minutes }) => `${name}，您好：

我们收到了重置您账户密码的申请。
请点击以下链接设置新密码：

${link}

该链接有效期为${minutes}分钟，且仅可使用一次。
如链接已失效，请重新申请重置密码。

如果这不是您本人的操作，请忽略此邮件，您的密码不会被更改。

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: '重設密碼通知',
    text: ({ name, link, minutes }) => `${name} 您好：

我們收到了重設您帳戶密碼的申請。
請點選以下連結設定新密碼：

${link}

此連結有效時間為${minutes}分鐘，且僅能使用一次。
若連結已失效，請重新申請重設密碼。

如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: 'Đặt lại mật khẩu của bạn',
    text: ({ name, link, minutes }) => `Xin chào ${name},

Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.
Vui lòng nhấn vào liên kết dưới đây để tạo mật khẩu mới:

${link}

Liên kết có hiệu lực trong ${minutes} phút và chỉ sử dụng được một lần.
Nếu liên kết đã hết hạn, vui lòng gửi lại yêu cầu.

Nếu bạn không thực hiện yêu cầu này, vui lòng bỏ qua email này. Mật khẩu của bạn sẽ không thay đổi.

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

export function resetPasswordMail(
  lng: Language,
  vars: { name: string; link: string; ttlSeconds: number },
): { subject: string; text: string } {
  const t = TEMPLATES[lng];
  return { subject: t.subject, text: t.text({ name: vars.name, link: vars.link, minutes: Math.max(1, Math.floor(vars.ttlSeconds / 60)) }) };
}
