import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined'
import { Button, Container, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { ConfirmDialogHost } from '#components/data-table/confirm-dialog.tsx'
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
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, mb: 1.5 }}>
        {t('common:titles.profile')}
      </Typography>
      <Stack
        component="nav"
        direction="row"
        aria-label={t('common:account.records')}
        sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}
      >
        <Button
          component={Link}
          to={paths.bills}
          startIcon={<ReceiptLongOutlined />}
          sx={{ color: 'primary.dark' }}
        >
          {t('common:account.myBills')}
        </Button>
        <Button
          component={Link}
          to={paths.statement}
          startIcon={<SummarizeOutlined />}
          sx={{ color: 'primary.dark' }}
        >
          {t('common:account.myStatement')}
        </Button>
        <Button
          component={Link}
          to={paths.myCrowns}
          startIcon={<LocalFloristOutlined />}
          sx={{ color: 'primary.dark' }}
        >
          {t('common:account.myCrowns')}
        </Button>
      </Stack>
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
