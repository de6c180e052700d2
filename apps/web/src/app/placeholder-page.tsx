import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import { Container, Paper, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../lib/page-title.ts'
import { useRouteMeta } from '../lib/route-meta.ts'

/** A page a later piece of work builds: its layout, guard and title are already real. */
export default function PlaceholderPage() {
  const { t } = useTranslation()
  const meta = useRouteMeta()
  const title = t(`titles.${meta?.name ?? 'index'}`)
  usePageTitle(title)
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <ConstructionOutlined color="secondary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: 24, fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{t('placeholder.body')}</Typography>
        </Stack>
      </Paper>
    </Container>
  )
}
