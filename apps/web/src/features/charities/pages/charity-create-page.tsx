import { Card, CardContent, Container } from '@mui/material'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { useProps } from '#lib/session/props.ts'

/** The form's code comes when the visitor reaches for it; the served form works meanwhile. */
const loadGiveForm = () => import('../components/give-form.tsx')
const GiveForm = lazy(() => loadGiveForm().then((m) => ({ default: m.GiveForm })))

/** Give to one kind of charity: suggested amounts or your own, an intention, and pay. */
export default function CharityCreatePage() {
  const { t } = useTranslation('charities')
  const { slug = '' } = useParams()
  const props = useProps()
  const type = props?.charityTypes.find((c) => c.slug === slug)
  usePageTitle(type?.title ?? t('common:titles.charity-create-slug'))
  if (!props) return null
  if (!type) return <ErrorScreen status={404} />
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <SliceOnUse>
            <GiveForm key={type.slug} props={props} type={type} />
          </SliceOnUse>
        </CardContent>
      </Card>
    </Container>
  )
}
