import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { PrintSheet } from '../components/print-sheet.tsx'

/**
 * `/dashboard/crowns/list-print` (blank layout): the crowns chosen in the list
 * (`?filter[ids]=…`) or the list's filter, one card per page, then the delivery sheet.
 */
export default function CrownsListPrintPage() {
  const { t } = useTranslation('crowns')
  usePageTitle(t('common:titles.dashboard-crowns-list-print'))
  const [params] = useSearchParams()
  const key = params.toString()
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(key)), [key])
  return <PrintSheet query={query} sheet />
}
