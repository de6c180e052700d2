import { Tab, Tabs } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCan } from '#lib/session/user.ts'
import { KindsSection } from '../components/kinds-section.tsx'
import { MembershipsTable } from '../components/memberships-table.tsx'
import { NS } from '../components/use-period-words.ts'

type TabName = 'memberships' | 'kinds'

/**
 * `/dashboard/user-subscriptions`: everyone's memberships (`user-subscriptions`) and, on its own
 * tab, the kinds of membership on offer (`subscriptions`); each tab for whoever may see it.
 */
export default function DashboardUserSubscriptionsPage() {
  const { t } = useTranslation(NS)
  const can = useCan()
  const [params, setParams] = useSearchParams()
  const tabs: TabName[] = [
    ...(can('user-subscriptions.view') ? (['memberships'] as const) : []),
    ...(can('subscriptions.view') ? (['kinds'] as const) : []),
  ]
  const asked = params.get('tab') as TabName | null
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]
  if (!tab) return null
  return (
    <>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_, value: TabName) => setParams(value === 'memberships' ? {} : { tab: value })}
          sx={{ mb: 2 }}
        >
          {tabs.map((name) => (
            <Tab key={name} value={name} label={t(`dashboard.tabs.${name}`)} />
          ))}
        </Tabs>
      )}
      {tab === 'memberships' ? <MembershipsTable /> : <KindsSection />}
    </>
  )
}
