import { Container } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/page-header.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { MyMemberships, StartMembership } from '../components/my-memberships.tsx'
import { NS } from '../components/use-period-words.ts'

/** `/subscription`: my memberships, what each has due, and the kinds to start another. */
export default function MySubscriptionsPage() {
  const { t } = useTranslation(NS)
  usePageTitle(t('common:titles.subscription'))
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t('common:titles.subscription')} sx={{ mb: 3 }} />
      <MyMemberships />
      <StartMembership />
    </Container>
  )
}
