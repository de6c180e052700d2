import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '#lib/i18n.ts'

/** Switches between Persian and English; the button names the other language in its own script. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation()
  const next = i18n.language === 'en' ? 'fa' : 'en'
  return (
    <Button
      color={color}
      size="small"
      startIcon={<TranslateOutlined />}
      onClick={() => void setLanguage(next)}
      aria-label={t('language.switchToLabel')}
      lang={next}
      sx={{ minWidth: 0 }}
    >
      {t('language.switchTo')}
    </Button>
  )
}
