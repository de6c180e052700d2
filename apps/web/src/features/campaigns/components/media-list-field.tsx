import type { CampaignMedia } from '@kheyr/contracts/campaigns'
import type { Media } from '@kheyr/contracts/media'
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined'
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import MovieOutlined from '@mui/icons-material/MovieOutlined'
import {
  Avatar,
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#lib/toasts.ts'
import { NS } from './use-campaign-texts.ts'

const MediaPicker = lazy(() =>
  import('#components/media-picker/media-picker.tsx').then((m) => ({
    default: m.MediaPicker,
  })),
)

/** What a report shows of a media file: enough to list it in the form. */
export type PickedMedia = Pick<CampaignMedia, 'id' | 'kind' | 'name' | 'url'>

export const pickedOf = (media: Media): PickedMedia | null =>
  media.url ? { id: media.id, kind: media.kind, name: media.name, url: media.url } : null

/** Images, video and audio for a report, from the media library, in the order shown. */
export function MediaListField({
  value,
  onChange,
  error,
}: {
  value: PickedMedia[]
  onChange: (value: PickedMedia[]) => void
  error?: string | null
}) {
  const { t } = useTranslation(NS)
  const [picking, setPicking] = useState(false)
  const [used, setUsed] = useState(false)
  const id = useId()
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    onChange(next)
  }
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {t('reportForm.media')}
      </Typography>
      {value.length > 0 && (
        <List dense>
          {value.map((m, index) => (
            <ListItem
              key={m.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    aria-label={t('reportForm.moveUp', { name: m.name })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === value.length - 1}
                    aria-label={t('reportForm.moveDown', { name: m.name })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('reportForm.removeMedia', { name: m.name })}
                    onClick={() => onChange(value.filter((x) => x.id !== m.id))}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
              sx={{ pe: 16 }}
            >
              <ListItemAvatar>
                {m.kind === 'image' ? (
                  <Avatar variant="rounded" src={m.url} alt="" />
                ) : (
                  <Avatar variant="rounded">
                    {m.kind === 'video' ? <MovieOutlined /> : <AudiotrackOutlined />}
                  </Avatar>
                )}
              </ListItemAvatar>
              <ListItemText
                primary={m.name}
                secondary={t(`mediaKinds.${m.kind}`)}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternateOutlined />}
        sx={{ mt: 1 }}
        onClick={() => {
          setUsed(true)
          setPicking(true)
        }}
      >
        {t('reportForm.addMedia')}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {used && (
        <Suspense fallback={null}>
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            accept={['image', 'video', 'audio']}
            title={t('reportForm.pickMedia')}
            onPick={(media) => {
              const picked = pickedOf(media)
              if (!picked) return toast.error(t('reportForm.privateMedia'))
              if (!value.some((m) => m.id === picked.id)) onChange([...value, picked])
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}
