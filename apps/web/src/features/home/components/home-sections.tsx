import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined'
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { groupByCategory, type CharityGroup } from '#lib/charity-groups.ts'
import { GIVING_CHOICES_ID, paths } from '#lib/paths.ts'
import type { Props } from '@kheyr/contracts/props'
import { CharityTypeCard } from '#components/charity-type-card.tsx'
import { useSlides } from '../api/get-slides.ts'
import { HomeSlider } from './home-slider.tsx'
import { useDataDir } from '#lib/data-dir.ts'

const STEPS = [
  { icon: TouchAppOutlined, title: 'home.step1Title', body: 'home.step1Body' },
  { icon: PaymentsOutlined, title: 'home.step2Title', body: 'home.step2Body' },
  { icon: VerifiedUserOutlined, title: 'home.step3Title', body: 'home.step3Body' },
] as const

type CharityType = Props['charityTypes'][number]
type CharityCategory = Props['charityCategories'][number]

/** What the site is for, and the way to give at once (the first kind of giving). */
export function Hero({ first }: { first: CharityType | undefined }) {
  const { t } = useTranslation()
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #007d73 0%, #005f57 100%)',
        color: '#fff',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <Typography
            id="hero-title"
            component="h1"
            sx={{ fontSize: { xs: 30, md: 44 }, fontWeight: 800, lineHeight: 1.4 }}
          >
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 19 }, lineHeight: 2, opacity: 0.95 }}>
            {t('home.heroBody')}
          </Typography>
          <Box>
            <Button
              component={Link}
              to={first ? paths.charity.create(first.slug) : paths.charity.overview}
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<VolunteerActivismOutlined />}
            >
              {t('home.giveNow')}
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  )
}

/**
 * The slider once its slides are here; nothing before (the server render brings them with the
 * page) and nothing without slides, so the page below never jumps.
 */
export function Slides() {
  const slides = useSlides()
  if (!slides.data?.data.length) return null
  return (
    <Container maxWidth="lg" disableGutters sx={{ pt: { md: 4 } }}>
      <HomeSlider {...slides.data} />
    </Container>
  )
}

/** Every kind of giving by its category, one tap from its form. */
export function QuickGiving({
  types,
  categories,
}: {
  types: CharityType[]
  categories: CharityCategory[]
}) {
  const { t } = useTranslation()
  return (
    <Container
      component="section"
      id={GIVING_CHOICES_ID}
      maxWidth="lg"
      // Led here by a link, its title shows below the sticky header.
      sx={{ py: { xs: 5, md: 7 }, scrollMarginTop: { xs: 40, md: 24 } }}
      aria-labelledby="quick-title"
    >
      <Typography id="quick-title" component="h2" sx={{ fontSize: 24, fontWeight: 800, mb: 3 }}>
        {t('home.quickGiving')}
      </Typography>
      {types.length === 0 ? (
        <Typography color="text.secondary">{t('home.quickGivingEmpty')}</Typography>
      ) : (
        groupByCategory(types, categories).map((group, i) => (
          <CategoryGroup key={group.category?.id ?? 'other'} group={group} index={i}>
            <Grid container spacing={2}>
              {group.types.map((type) => (
                <Grid key={type.id} size={{ xs: 6, sm: 4, md: 3 }}>
                  <CharityTypeCard type={type} />
                </Grid>
              ))}
            </Grid>
          </CategoryGroup>
        ))
      )}
    </Container>
  )
}

/** A category's title above its kinds of giving. */
function CategoryGroup({
  group,
  index,
  children,
}: {
  group: CharityGroup
  index: number
  children: ReactNode
}) {
  const { t } = useTranslation()
  const dataDir = useDataDir()
  return (
    <Box component="section" aria-labelledby={`quick-${index}`} sx={{ mt: index ? 4 : 0 }}>
      <Typography
        id={`quick-${index}`}
        component="h3"
        dir={group.category ? dataDir : undefined}
        sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}
      >
        {group.category?.title ?? t('home.otherGiving')}
      </Typography>
      {children}
    </Box>
  )
}

/** Three steps: choose, pay, keep the receipt. */
export function HowItWorks() {
  const { t } = useTranslation()
  return (
    <Box
      component="section"
      sx={{ bgcolor: '#fff', py: { xs: 5, md: 7 } }}
      aria-labelledby="how-title"
    >
      <Container maxWidth="lg">
        <Typography id="how-title" component="h2" sx={{ fontSize: 24, fontWeight: 800, mb: 3 }}>
          {t('home.howItWorks')}
        </Typography>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map(({ icon: Icon, title, body }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Box
                  sx={{ bgcolor: 'rgba(0,169,157,0.12)', borderRadius: 3, p: 1.5, display: 'flex' }}
                >
                  <Icon sx={{ color: 'primary.dark' }} aria-hidden />
                </Box>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
                    {t(title)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
                    {t(body)}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  )
}
