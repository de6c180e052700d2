import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined'
import { Box, Button, Container, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { Redirect } from '#lib/redirect.tsx'
import { useUser } from '#lib/session/user.ts'
import { NS } from '../components/chest-ns.ts'

const STEPS = [
  { key: 'request', icon: HomeWorkOutlined },
  { key: 'give', icon: CharityBoxIcon },
  { key: 'empty', icon: TwoWheelerOutlined },
  { key: 'online', icon: PaymentsOutlined },
] as const

/**
 * `/chest` for guests: what a charity box is and how it works, and the way to sign in and ask for
 * one. Someone signed in has nothing to learn here: they go to their own boxes.
 */
export default function ChestLandingPage() {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  usePageTitle(t('common:titles.chest'))
  const user = useUser()
  if (user) return <Redirect to={paths.chest.mine} />
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center', mb: { xs: 4, md: 6 } }}>
        <CharityBoxIcon sx={{ fontSize: 64, color: 'primary.dark' }} aria-hidden />
        <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
          {t('landing.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 620, lineHeight: 2.1 }}>
          {t('landing.lead')}
        </Typography>
        <Button
          component={Link}
          to={paths.signin(paths.chest.create)}
          variant="contained"
          size="large"
          sx={{ bgcolor: 'primary.dark', fontWeight: 700, px: 4 }}
        >
          {t('landing.cta')}
        </Button>
      </Stack>
      <Typography component="h2" sx={{ fontSize: 20, fontWeight: 800, mb: 2 }}>
        {t('landing.howTitle')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {STEPS.map(({ key, icon: Icon }, i) => (
          <Box
            component="li"
            key={key}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              p: 2.5,
              display: 'flex',
              gap: 2,
            }}
          >
            <Icon sx={{ fontSize: 36, color: 'primary.dark', flexShrink: 0 }} aria-hidden />
            <div>
              <Typography component="h3" sx={{ fontWeight: 800, mb: 0.5 }}>
                {t('landing.step', { n: number(i + 1) })} {t(`landing.steps.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
                {t(`landing.steps.${key}.body`)}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('landing.already')}{' '}
        <Box
          component={Link}
          to={paths.signin(paths.chest.mine)}
          sx={{ color: 'primary.dark', fontWeight: 700 }}
        >
          {t('landing.signin')}
        </Box>
      </Typography>
    </Container>
  )
}
