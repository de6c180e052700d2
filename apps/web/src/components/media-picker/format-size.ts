import type { Lang } from '@kheyr/contracts/messages'

/**
 * A file size in the unit people read (bytes, KB, MB), with at most one decimal, in the
 * language's digits: `۲٫۵` in Persian. Returns the i18n key of the unit and the number.
 */
export function sizeParts(bytes: number, lang: Lang): { unit: 'b' | 'kb' | 'mb'; n: string } {
  const format = (value: number) =>
    new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US', { maximumFractionDigits: 1 }).format(
      value,
    )
  if (bytes < 1024) return { unit: 'b', n: format(bytes) }
  if (bytes < 1024 * 1024) return { unit: 'kb', n: format(bytes / 1024) }
  return { unit: 'mb', n: format(bytes / (1024 * 1024)) }
}
