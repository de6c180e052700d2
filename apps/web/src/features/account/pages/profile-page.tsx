import { Container, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../lib/page-title.ts'
import { ConfirmDialogHost } from '../../../components/data-table/confirm-dialog.tsx'
import { DeleteAccountSection } from '../components/delete-account-section.tsx'
import { MobileSection } from '../components/mobile-section.tsx'
import { PasswordSection } from '../components/password-section.tsx'
import { ProfileSection } from '../components/profile-section.tsx'
import { SessionsSection } from '../components/sessions-section.tsx'
import { TwoFactorSection } from '../components/two-factor-section.tsx'

export default function ProfilePage() {
  const { t } = useTranslation('account')
  usePageTitle(t('common:titles.profile'))
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, mb: 3 }}>
        {t('common:titles.profile')}
      </Typography>
      <Stack spacing={2.5}>
        <ProfileSection />
        <MobileSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <DeleteAccountSection />
      </Stack>
      <ConfirmDialogHost />
    </Container>
  )
}
