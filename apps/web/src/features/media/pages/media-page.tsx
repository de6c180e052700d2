import type { Media } from '@kheyr/contracts/media'
import { Stack, Typography } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialogHost } from '#components/data-table/confirm-dialog.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { MediaBrowser } from '#components/media-picker/media-browser.tsx'
import { useCan } from '#lib/session/user.ts'
import { MediaDetailsDialog } from '../components/media-details-dialog.tsx'

/** The media library (permission `medias`): upload, browse, edit names and alt text, delete. */
export default function MediaPage() {
  const { t } = useTranslation('media')
  const can = useCan()
  const [open, setOpen] = useState<Media | null>(null)

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <MediaBrowser mode="manage" canUpload={can('medias.create')} onActivate={setOpen} />
      {open && (
        <MediaDetailsDialog
          key={open.id}
          media={open}
          onClose={() => setOpen(null)}
          onChanged={setOpen}
          can={{ update: can('medias.update'), delete: can('medias.delete') }}
        />
      )}
      <DashboardHistoryPanel resource="media" />
      <ConfirmDialogHost />
    </Stack>
  )
}
