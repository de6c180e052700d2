import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { PrintSheet } from '../components/print-sheet.tsx'

/** `/dashboard/crowns/print-{id}` (blank layout): one crown's card, ready to print. */
export default function CrownPrintPage() {
  const { t } = useTranslation('crowns')
  usePageTitle(t('common:titles.dashboard-crowns-print-id'))
  const id = /^print-(\d+)$/.exec(useParams().print ?? '')?.[1]
  if (!id) return <ErrorScreen status={404} />
  return <PrintSheet query={{ 'filter[ids]': id }} sheet={false} />
}
