import type { Permission } from '@kheyr/contracts/permissions'
import { Tab, Tabs } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '#lib/paths.ts'
import { useCan } from '#lib/session/user.ts'

const TABS: { path: string; title: string; permission: Permission }[] = [
  { path: paths.dashboard.chests, title: 'dashboard-chests', permission: 'chests.view' },
  {
    path: paths.dashboard.chestDischarges,
    title: 'dashboard-chests-discharges',
    permission: 'chest-discharges.view',
  },
  {
    path: paths.dashboard.chestRound,
    title: 'dashboard-chests-round',
    permission: 'chest-discharges.view',
  },
  {
    path: paths.dashboard.chestTypes,
    title: 'dashboard-chests-types',
    permission: 'chest-types.view',
  },
  {
    path: paths.dashboard.chestMaterials,
    title: 'dashboard-chests-materials',
    permission: 'chest-materials.view',
  },
]

/** The box pages the user may open, as tabs at the top of each (the drawer lists them too). */
export function ChestsNav() {
  const { t } = useTranslation()
  const can = useCan()
  const { pathname } = useLocation()
  const tabs = TABS.filter((tab) => can(tab.permission))
  const current = tabs.find((tab) => tab.path === pathname)?.path ?? false
  if (tabs.length < 2) return null
  return (
    <Tabs
      value={current}
      variant="scrollable"
      // The arrows always have their place (hidden while there is nothing to scroll to), so the
      // server renders them: drawn only once the tabs were measured, they were the first styles
      // a page inserted in the browser, whose first right-to-left pass costs a phone 200 ms.
      scrollButtons
      allowScrollButtonsMobile
      aria-label={t('titles.dashboard-chests')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={t(`titles.${tab.title}`)}
          component={Link}
          to={tab.path}
        />
      ))}
    </Tabs>
  )
}
