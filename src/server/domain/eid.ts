import type { Language } from '@/contract';
import { eidChecksOut } from '@/contract/eid-rules';
import { accept, refuse, type Outcome } from './outcome';

/**
 * What the API says when an EID's check digits do not agree (E0110), in the language the portal
 * asked in: a customer of another operator's app, or of ours with an old copy, reads it as it comes.
 * The same words as the portal's form (common.json apiErrors.E0110).
 */
export const EID_REFUSAL: Record<Language, string> = {
  ja: 'このEIDは正しくありません。数字の読み間違いか入力間違いがあるようです。スマートフォンの設定画面に表示されているEIDと1桁ずつ見比べてください。',
  en: "This EID is not valid: a digit was probably misread or mistyped. Compare it digit by digit with the EID shown in your phone's settings.",
  zh: '此EID无效，可能有数字看错或输错。请与手机设置中显示的EID逐位核对。',
  tw: '此EID無效，可能有數字看錯或輸入錯誤。請與手機設定中顯示的EID逐位核對。',
  vi: 'EID này không hợp lệ: có thể bạn đã đọc nhầm hoặc nhập sai một chữ số. Hãy so sánh từng chữ số với EID hiển thị trong phần cài đặt của điện thoại.',
};

/** The EID an eSIM may be issued for: its check digits must agree (SGP.29), else E0110. */
export function checkEid(eid: string, lng: Language): Outcome<string> {
  return eidChecksOut(eid) ? accept(eid) : refuse('E0110', { message: EID_REFUSAL[lng] });
}
