import type { Media, MediaKind } from '@kheyr/contracts/media'
import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import MovieOutlined from '@mui/icons-material/MovieOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { Box, Typography, type SxProps, type Theme } from '@mui/material'
import { ResponsiveImage } from '../responsive-image.tsx'

const ICONS: Record<MediaKind, typeof ImageOutlined> = {
  image: ImageOutlined,
  audio: AudiotrackOutlined,
  video: MovieOutlined,
  document: DescriptionOutlined,
}

const TINTS: Record<MediaKind, string> = {
  image: '#e0f2f1',
  audio: '#fff3e0',
  video: '#ede7f6',
  document: '#e3f2fd',
}

/** A media item's preview: the image itself, or its kind's icon and extension. */
export function MediaThumb({
  media,
  sizes,
  sx,
}: {
  media: Pick<Media, 'kind' | 'url' | 'variants' | 'alt' | 'extension' | 'name'>
  /** How wide the thumbnail shows, for choosing a variant. */
  sizes: string
  sx?: SxProps<Theme>
}) {
  const frame: SxProps<Theme> = {
    position: 'relative',
    overflow: 'hidden',
    bgcolor: TINTS[media.kind],
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexDirection: 'column',
    ...sx,
  }
  if (media.kind === 'image' && media.url) {
    return (
      <Box sx={frame}>
        <ResponsiveImage
          src={media.url}
          variants={media.variants}
          sizes={sizes}
          alt={media.alt ?? ''}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
    )
  }
  const Icon = media.extension === 'pdf' ? PictureAsPdfOutlined : ICONS[media.kind]
  return (
    <Box sx={frame} aria-hidden>
      <Icon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }} dir="ltr">
        {media.extension.toUpperCase()}
      </Typography>
    </Box>
  )
}
