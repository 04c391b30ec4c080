import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Languages written without spaces, where a browser may break a line inside a word. */
const UNSPACED = new Set(['ja', 'zh', 'tw']);
const SEGMENTER_LOCALE: Record<string, string> = { ja: 'ja', zh: 'zh-CN', tw: 'zh-TW' };
/** A short run of hiragana (を, は, する …) or what is not a letter or digit belongs to the word before it. */
const TRAILING = /^([\u3041-\u309f]{1,2}|[^\p{L}\p{N}]+)$/u;

/**
 * A label's phrases: words as the browser's own segmenter finds them (Intl.Segmenter), with
 * particles, endings and punctuation kept on the word they follow. A line may break between
 * phrases, never inside one ("お支払い方法を選/択" was what the browser did on its own).
 */
export function phrasesOf(text: string, lng: string): string[] {
  const locale = SEGMENTER_LOCALE[lng];
  if (!locale || typeof Intl.Segmenter !== 'function') return [text];
  const phrases: string[] = [];
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (phrases.length && TRAILING.test(segment)) phrases[phrases.length - 1] += segment;
    else phrases.push(segment);
  }
  return phrases;
}

/**
 * Text of a narrow label (a step of the stepper, a button of half the width) that wraps between
 * phrases in Japanese and Chinese: `keep-all` forbids breaks inside the run, <wbr> allows them
 * between phrases, and `overflow-wrap: anywhere` still breaks a phrase wider than the whole line.
 */
export function Phrases({ text }: { text: string }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const phrases = useMemo(() => (UNSPACED.has(lng) ? phrasesOf(text, lng) : [text]), [text, lng]);
  if (phrases.length < 2) return text;
  return (
    <span className="break-keep [overflow-wrap:anywhere]">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
