import { Alert, Box, Card, CardContent, Container, Typography } from '@mui/material'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { useProps } from '#lib/session/props.ts'
import { useDataDir } from '#lib/data-dir.ts'
import { NS, usePeriodWords } from '../components/use-period-words.ts'

/** The form's code comes when the visitor reaches for it; the served form works meanwhile. */
const loadMembershipForm = () => import('../components/membership-form.tsx')
const MembershipForm = lazy(() => loadMembershipForm().then((m) => ({ default: m.MembershipForm })))

/**
 * `/subscription/create/{slug}`: a kind of membership, its amounts to tap or one's own, the
 * first month, how many periods to pay now, a mobile for guests, and on to the bank.
 */
export default function SubscriptionCreatePage() {
  const { t } = useTranslation(NS)
  const words = usePeriodWords()
  const dataDir = useDataDir()
  const { slug = '' } = useParams()
  const props = useProps()
  const type = props?.subscriptionTypes.find((c) => c.slug === slug)
  usePageTitle(type?.title ?? t('common:titles.subscription-create-slug'))
  if (!props) return null
  if (!type) return <ErrorScreen status={404} />
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        {type.image && (
          <Box sx={{ aspectRatio: '16 / 7', overflow: 'hidden', bgcolor: 'grey.100' }}>
            <ResponsiveImage
              src={type.image.url}
              variants={type.image.variants}
              alt=""
              sizes="(min-width: 600px) 600px, 100vw"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
        )}
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography dir={dataDir} component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
            {type.title}
          </Typography>
          <Typography color="primary.dark" sx={{ fontWeight: 700, mt: 0.5 }}>
            {words.every(type.period_months)}
          </Typography>
          {type.description && (
            <Typography dir={dataDir} color="text.secondary" sx={{ mt: 1, mb: 2.5, lineHeight: 2 }}>
              {type.description}
            </Typography>
          )}
          <Alert severity="info" icon={false} sx={{ mb: 2.5 }}>
            {t('create.howItWorks')}
          </Alert>
          <SliceOnUse>
            <MembershipForm key={type.slug} props={props} type={type} />
          </SliceOnUse>
        </CardContent>
      </Card>
    </Container>
  )
}
