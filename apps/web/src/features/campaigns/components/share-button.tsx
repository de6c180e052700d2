import ShareOutlined from '@mui/icons-material/ShareOutlined'
import { Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { toast } from '#lib/toasts.ts'
import { NS } from './use-campaign-texts.ts'

/** Shares the page through the phone's share sheet (Web Share API), else copies its link. */
export function ShareButton({ title, text }: { title: string; text?: string | null }) {
  const { t } = useTranslation(NS)
  const share = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url })
        return
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('linkCopied'))
    } catch {
      toast.error(t('copyFailed', { url }))
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={<ShareOutlined />}
      onClick={() => void share()}
      sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
    >
      {t('share')}
    </Button>
  )
}
