import type { NeedyAttachment } from '@kheyr/contracts/needies'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import { Box, Link, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'

/**
 * Files on a visit or a help: pictures as small previews, documents as named links; each opens
 * through its signed link (valid 12 hours) in a new tab.
 */
export function AttachmentList({ files }: { files: NeedyAttachment[] }) {
  const { t } = useTranslation('needies')
  if (!files.length) return null
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {files.map((file) => (
        <Box component="li" key={file.id} sx={{ listStyle: 'none' }}>
          <Link
            href={file.url}
            target="_blank"
            rel="noopener"
            aria-label={t('attachments.open', { name: file.name })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {file.kind === 'image' ? (
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              <>
                <DescriptionOutlined fontSize="small" aria-hidden />
                <Box component="bdi" sx={{ maxWidth: 180, overflowWrap: 'anywhere' }}>
                  {file.name}
                </Box>
              </>
            )}
          </Link>
        </Box>
      ))}
    </Stack>
  )
}
