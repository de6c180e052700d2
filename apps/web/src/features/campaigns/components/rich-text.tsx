import { Box } from '@mui/material'
import { safeHtml } from '../../static-pages/components/safe-html.ts'

/** Sanitised HTML (the server cleaned it when saved and when served; cleaned again here). */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 2.1,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& h2, & h3, & h4': { lineHeight: 1.6, mt: 3, mb: 1.5, fontWeight: 800 },
        '& h2': { fontSize: { xs: 20, md: 22 } },
        '& h3': { fontSize: { xs: 18, md: 19 } },
        '& p': { my: 1.5 },
        '& ul, & ol': { ps: 3, my: 1.5 },
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
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'start' },
      }}
      dangerouslySetInnerHTML={{ __html: safeHtml(html) }}
    />
  )
}
