import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { sizeParts } from './format-size.ts'

/** `(bytes) => '۲٫۵ مگابایت'` in the current language. */
export function useFileSize() {
  const { t } = useTranslation('media-picker')
  const { lang } = useFormat()
  return (bytes: number) => {
    const { unit, n } = sizeParts(bytes, lang)
    return t(`size.${unit}`, { n })
  }
}
