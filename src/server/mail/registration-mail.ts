import type { Language } from '@/contract';

/**
 * The two mails of two-step registration (docs/decisions/0044), plain text like the reset mail:
 * - confirm: to a new address, the link that creates the account;
 * - taken: to an address that already has an account, a notice to its owner and nothing to click
 *   that would change anything (only the login and forgot-password pages).
 */
interface ConfirmVars {
  /** The last four characters of the activation code registered with: two mails to one address are told apart. */
  codeEnding: string;
  link: string;
  hours: number;
}
interface TakenVars {
  loginUrl: string;
  forgotUrl: string;
}

/*
 * The confirmation mail goes to an address nobody has proved yet, so it carries nothing the
 * registrant typed (a "name" can be a link; decision 0065): the greeting is generic, and what tells
 * the mail apart is the end of the activation code, which comes from our own records.
 */
const CONFIRM: Record<Language, { subject: string; text: (v: ConfirmVars) => string }> = {
  ja: {
    subject: '会員登録を完了してください',
    text: ({ codeEnding, link, hours }) => `お客様

会員登録のお申し込みありがとうございます。
今回のお申し込みに使われたアクティベーションコードの末尾4桁は「${codeEnding}」です。

下記のリンクを開き、ご登録時に設定したパスワードを入力して「登録を完了する」ボタンを押してください。

${link}

このリンクの有効期限は${hours}時間で、一度のみご利用いただけます。
有効期限が切れた場合は、お手数ですが最初から登録をやり直してください。

同じ件名のメールが複数届いている場合は、お手元のアクティベーションコードと末尾4桁が一致するメールのリンクをご利用ください。
お心当たりのない場合は、このメールを破棄してください。登録は完了せず、アカウントは作成されません。

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: 'Complete your registration',
    text: ({ codeEnding, link, hours }) => `Hello,

Thank you for registering.
This registration was made with the activation code ending in ${codeEnding}.

To finish, open the link below, enter the password you chose when registering and press "Complete registration":

${link}

The link is valid for ${hours} hours and can be used only once.
If it has expired, please register again.

If you received more than one of these emails, use the one that shows the last four characters of your own activation code.
If you did not register, you can ignore this email. No account will be created.

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: '请完成会员注册',
    text: ({ codeEnding, link, hours }) => `您好：

感谢您申请注册会员。
本次注册所用激活码的末四位为“${codeEnding}”。

请打开以下链接，输入注册时设置的密码，然后点击“完成注册”按钮：

${link}

该链接有效期为${hours}小时，且仅可使用一次。
如链接已失效，请重新注册。

如果您收到了多封相同主题的邮件，请使用激活码末四位与您手中激活码一致的那一封。
如果这不是您本人的操作，请忽略此邮件，系统不会为您创建账户。

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: '請完成會員註冊',
    text: ({ codeEnding, link, hours }) => `您好：

感謝您申請註冊會員。
本次註冊所用開通碼的末四碼為「${codeEnding}」。

請開啟以下連結，輸入註冊時設定的密碼，再點選「完成註冊」按鈕：

${link}

此連結有效時間為${hours}小時，且僅能使用一次。
若連結已失效，請重新註冊。

若您收到多封相同主旨的郵件，請使用開通碼末四碼與您手邊開通碼相符的那一封。
如果這不是您本人的操作，請忽略此郵件，系統不會為您建立帳戶。

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: 'Hoàn tất đăng ký tài khoản',
    text: ({ codeEnding, link, hours }) => `Xin chào,

Cảm ơn bạn đã đăng ký.
Đăng ký này được thực hiện bằng mã kích hoạt có 4 ký tự cuối là ${codeEnding}.

Để hoàn tất, vui lòng mở liên kết dưới đây, nhập mật khẩu bạn đã đặt khi đăng ký và nhấn "Hoàn tất đăng ký":

${link}

Liên kết có hiệu lực trong ${hours} giờ và chỉ sử dụng được một lần.
Nếu liên kết đã hết hạn, vui lòng đăng ký lại từ đầu.

Nếu bạn nhận được nhiều email như thế này, hãy dùng email có 4 ký tự cuối của mã kích hoạt trùng với mã của bạn.
Nếu bạn không thực hiện đăng ký này, vui lòng bỏ qua email này. Tài khoản sẽ không được tạo.

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

const TAKEN: Record<Language, { subject: string; text: (v: TakenVars) => string }> = {
  ja: {
    subject: 'このメールアドレスでの会員登録のお申し込みについて',
    text: ({ loginUrl, forgotUrl }) => `いつもご利用いただきありがとうございます。

このメールアドレスで新たに会員登録のお申し込みがありましたが、このアドレスはすでに登録済みです。
そのため、新しいアカウントは作成されていません。

ご本人によるお申し込みの場合は、下記からログインしてください。
${loginUrl}

パスワードをお忘れの場合は、下記から再設定できます。
${forgotUrl}

お心当たりのない場合は、このメールを破棄してください。アカウントには何の変更もありません。

※本メールは送信専用のため、ご返信いただいてもお答えできません。
`,
  },
  en: {
    subject: 'Someone tried to register with your email address',
    text: ({ loginUrl, forgotUrl }) => `Hello,

Someone tried to register a new account with this email address, but it already has an account.
No new account was created.

If it was you, please log in:
${loginUrl}

If you have forgotten your password, you can reset it here:
${forgotUrl}

If it was not you, you can ignore this email. Nothing has changed in your account.

This is an automated message; please do not reply.
`,
  },
  zh: {
    subject: '关于使用您的邮箱地址申请注册的通知',
    text: ({ loginUrl, forgotUrl }) => `您好：

有人使用此邮箱地址申请注册新账户，但该地址已注册过账户，
因此系统未创建新账户。

如果是您本人操作，请通过以下链接登录：
${loginUrl}

如果您忘记了密码，可通过以下链接重置：
${forgotUrl}

如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变更。

此邮件由系统自动发送，请勿直接回复。
`,
  },
  tw: {
    subject: '關於使用您的電子郵件地址申請註冊的通知',
    text: ({ loginUrl, forgotUrl }) => `您好：

有人使用此電子郵件地址申請註冊新帳戶，但該地址已註冊過帳戶，
因此系統並未建立新帳戶。

如果是您本人操作，請透過以下連結登入：
${loginUrl}

如果您忘記了密碼，可透過以下連結重設：
${forgotUrl}

如果這不是您本人的操作，請忽略此郵件，您的帳戶沒有任何變更。

此郵件由系統自動發送，請勿直接回覆。
`,
  },
  vi: {
    subject: 'Có người đã thử đăng ký bằng địa chỉ email của bạn',
    text: ({ loginUrl, forgotUrl }) => `Xin chào,

Có người đã thử đăng ký tài khoản mới bằng địa chỉ email này, nhưng địa chỉ này đã có tài khoản.
Không có tài khoản mới nào được tạo.

Nếu đó là bạn, vui lòng đăng nhập tại đây:
${loginUrl}

Nếu bạn quên mật khẩu, bạn có thể đặt lại tại đây:
${forgotUrl}

Nếu đó không phải là bạn, vui lòng bỏ qua email này. Tài khoản của bạn không có thay đổi nào.

Đây là email tự động, vui lòng không trả lời.
`,
  },
};

export function registrationConfirmMail(
  lng: Language,
  vars: { codeEnding: string; link: string; ttlSeconds: number },
): { subject: string; text: string } {
  const t = CONFIRM[lng];
  return {
    subject: t.subject,
    text: t.text({ codeEnding: vars.codeEnding, link: vars.link, hours: Math.max(1, Math.floor(vars.ttlSeconds / 3600)) }),
  };
}

export function registrationTakenMail(lng: Language, vars: TakenVars): { subject: string; text: string } {
  const t = TAKEN[lng];
  return { subject: t.subject, text: t.text(vars) };
}
