/** Persian letters in Latin, as they are usually written in addresses (`صدقه` → `sadaghe`). */
const LETTERS: Record<string, string> = {
  آ: 'a',
  ا: 'a',
  أ: 'a',
  إ: 'e',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'gh',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'h',
  ء: '',
  ئ: 'y',
  ؤ: 'o',
}
const DIGITS = '۰۱۲۳۴۵۶۷۸۹'
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** `و` and `ی` are vowels between consonants and consonants at a word's start or beside vowels. */
function word(text: string): string {
  const chars = [...text]
  let out = ''
  chars.forEach((ch, i) => {
    const first = i === 0
    if (ch === 'و') out += first ? 'v' : 'o'
    else if (ch === 'ی' || ch === 'ي') out += first ? 'y' : 'i'
    else if (ch === 'ه' && i === chars.length - 1 && i > 0) out += 'e'
    else if (ch in LETTERS) out += LETTERS[ch]
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch))
    else if (ARABIC_DIGITS.includes(ch)) out += String(ARABIC_DIGITS.indexOf(ch))
    else out += ch
  })
  return out
}

/**
 * An address slug from a title, for staff to keep or change: Persian is written in Latin
 * letters, anything else that is not a letter or digit becomes a dash (`کمک عمومی` →
 * `kmk-momi`; the short vowels are not written, so staff polish the spelling). Matches the
 * server's slug rule (`a-z`, `0-9`, single dashes).
 */
export function slugFromTitle(title: string, max = 100): string {
  return title
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map(word)
    .join('-')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
