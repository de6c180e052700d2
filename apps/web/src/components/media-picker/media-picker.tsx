import { MEDIA_KINDS, type Media, type MediaKind } from '@kheyr/contracts/media'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MediaBrowser } from './media-browser.tsx'

export type MediaPickerProps = {
  open: boolean
  onClose: () => void
  /** The chosen file; the dialog closes itself after. */
  onPick: (media: Media) => void
  /** Kinds that may be chosen (all by default); others show greyed out. */
  accept?: readonly MediaKind[]
  /** Offer uploading in the dialog (the server still checks `medias.create`). */
  canUpload?: boolean
  title?: string
}

/**
 * Chooses a file from the media library, or uploads one and chooses it: what slides, campaign
 * covers and other forms use. A click selects, a double click or the button chooses.
 * Listing needs `medias.view`; without it the dialog says so.
 */
export function MediaPicker({
  open,
  onClose,
  onPick,
  accept = MEDIA_KINDS,
  canUpload = true,
  title,
}: MediaPickerProps) {
  const { t } = useTranslation('media-picker')
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const titleId = useId()
  const [selected, setSelected] = useState<Media | null>(null)

  const close = () => {
    setSelected(null)
    onClose()
  }
  const pick = (media: Media) => {
    if (!accept.includes(media.kind)) return
    onPick(media)
    close()
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title ?? t('picker.title')}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <MediaBrowser
            mode="pick"
            accept={accept}
            canUpload={canUpload}
            selectedId={selected?.id ?? null}
            onActivate={setSelected}
            onConfirm={pick}
            // A file uploaded here is usually the one wanted.
            onUploaded={(media) => accept.includes(media.kind) && setSelected(media)}
            perPage={18}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ flex: 1, minWidth: 0 }}
          role="status"
        >
          {selected ? t('picker.selected', { name: selected.name }) : null}
        </Typography>
        <Button onClick={close}>{t('picker.cancel')}</Button>
        <Button variant="contained" disabled={!selected} onClick={() => selected && pick(selected)}>
          {t('picker.pick')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
