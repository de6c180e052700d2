import ImageOutlined from '@mui/icons-material/ImageOutlined'
import { Box } from '@mui/material'

/** A small image in a list cell; a placeholder icon when there is none. */
export function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  return (
    <Box
      sx={{
        width: 56,
        height: 40,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlined fontSize="small" color="disabled" aria-hidden />
      )}
    </Box>
  )
}
