import { LinearProgress } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageLoadError } from '#components/page-load-error.tsx'
import { needyQuery } from '../api/needies.ts'
import { NeedyForm } from '../components/needy-form.tsx'

/** `/dashboard/needies/create` and `/dashboard/needies/:id/edit`: the info form on its own page. */
export default function NeedyFormPage() {
  const { t } = useTranslation('needies')
  const id = Number(useParams().id)
  const editing = Number.isSafeInteger(id) && id > 0
  const needy = useQuery({ ...needyQuery(id), enabled: editing })
  if (!editing) return <NeedyForm needy={null} />
  if (needy.isPending) return <LinearProgress aria-label={t('person.loading')} />
  if (needy.isError)
    return <PageLoadError error={needy.error} onRetry={() => void needy.refetch()} />
  return <NeedyForm key={needy.data.id} needy={needy.data} />
}
