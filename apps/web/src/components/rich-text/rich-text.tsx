import { Box } from '@mui/material'
import { useDataDir } from '#lib/data-dir.ts'
import { useSafeHtml } from './use-safe-html.ts'

/**
 * Rich text staff wrote (a static page, a campaign's story) with readable Persian typography.
 * The server sanitised it when saved and when served; it is cleaned once more here (see
 * `useSafeHtml`: not the HTML a server-rendered page came with). On an English page it reads in
 * its own direction (`useDataDir`).
 */
export function RichText({ html }: { html: string }) {
  const safe = useSafeHtml(html)
  const dir = useDataDir()
  return (
    <Box
      dir={dir}
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 2.1,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& h1, & h2, & h3, & h4': { lineHeight: 1.6, mt: 3, mb: 1.5, fontWeight: 800 },
        '& h2': { fontSize: { xs: 21, md: 24 } },
        '& h3': { fontSize: { xs: 18, md: 20 } },
        '& p': { my: 1.5 },
        '& ul, & ol': { ps: 3, my: 1.5 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.dark', textUnderlineOffset: '3px' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& blockquote': {
          m: 0,
          my: 2,
          ps: 2,
          borderInlineStart: 4,
          borderColor: 'primary.light',
          color: 'text.secondary',
        },
        '& table': {
          borderCollapse: 'collapse',
          width: '100%',
          display: 'block',
          overflowX: 'auto',
        },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'start' },
        '& pre': {
          overflowX: 'auto',
          bgcolor: 'grey.100',
          p: 1.5,
          borderRadius: 1,
          direction: 'ltr',
        },
      }}
      dangerouslySetInnerHTML={{ __html: safe ?? '' }}
    />
  )
}
