import { Paper, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useUser } from '../../../lib/session/user.ts'

export default function DashboardHomePage() {
  const { t } = useTranslation()
  const user = useUser()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
        {t('dashboard.welcome', { name: user?.name ?? '' })}
      </Typography>
      <Typography color="text.secondary">{t('dashboard.welcomeHint')}</Typography>
    </Paper>
  )
}
