import type { Media } from '@kheyr/contracts/media'
import { Box } from '@mui/material'
import { MediaThumb } from '#components/media-picker/media-thumb.tsx'
import { LazyMediaPlayer } from '#components/media-player/lazy-media-player.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'

/** A file shown in full: the image, a player for sound and video, an icon for documents. */
export function MediaPreview({ media }: { media: Media }) {
  if (media.url && media.kind === 'image') {
    return (
      <Box
        sx={{
          bgcolor: 'grey.100',
          borderRadius: 1,
          display: 'flex',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        <ResponsiveImage
          src={media.url}
          variants={media.variants}
          sizes="(max-width: 900px) 100vw, 850px"
          alt={media.alt ?? ''}
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          style={{ maxWidth: '100%', maxHeight: '50vh', height: 'auto', objectFit: 'contain' }}
        />
      </Box>
    )
  }
  if (media.url && (media.kind === 'audio' || media.kind === 'video')) {
    return (
      <LazyMediaPlayer kind={media.kind} src={media.url} type={media.mime} title={media.name} />
    )
  }
  return <MediaThumb media={media} sizes="200px" sx={{ height: 160, borderRadius: 1 }} />
}
