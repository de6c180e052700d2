import type { SvgIconComponent } from '@mui/icons-material'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import BackupOutlined from '@mui/icons-material/BackupOutlined'
import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined'
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import CalculateOutlined from '@mui/icons-material/CalculateOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import SmsOutlined from '@mui/icons-material/SmsOutlined'
import SubjectOutlined from '@mui/icons-material/SubjectOutlined'
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import type { Identity } from '@kheyr/contracts/identity'
import { paths } from '#lib/paths.ts'
import { mayOpenPanelPage } from '#lib/route-meta.ts'
import { routeByName } from '../features.ts'

export type DashboardItem = {
  /** The page's route name: its title is `titles.<key>`, its permissions the page's own. */
  key: string
  /** Where the entry leads. */
  path: string
  icon: SvgIconComponent
  group?: 'giving' | 'people' | 'content' | 'system'
  /** The entry this page sits under, for breadcrumbs. */
  parent?: string
  /** Shown in breadcrumbs only, not in the drawer. */
  hidden?: boolean
}

/**
 * The dashboard's drawer, in order: it lists these and breadcrumbs climb them. Loaded with the
 * panel layout, so public pages never load the icons.
 */
export const dashboardItems: DashboardItem[] = [
  { key: 'dashboard', path: paths.dashboard.home, icon: DashboardOutlined },
  {
    key: 'dashboard-reports',
    path: paths.dashboard.reports,
    icon: InsertChartOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-reports-reconciliation',
    path: paths.dashboard.reconciliation,
    icon: InsertChartOutlined,
    group: 'giving',
    parent: 'dashboard-reports',
  },
  {
    key: 'dashboard-transactions-name',
    path: paths.dashboard.transactions(),
    icon: AccountBalanceWalletOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-bills',
    path: paths.dashboard.bills,
    icon: ReceiptLongOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-refunds',
    path: paths.dashboard.refunds,
    icon: CurrencyExchangeOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-campaign',
    path: paths.dashboard.campaign,
    icon: CampaignOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-campaign-id',
    path: paths.dashboard.campaign,
    icon: CampaignOutlined,
    group: 'giving',
    parent: 'dashboard-campaign',
    hidden: true,
  },
  {
    key: 'dashboard-obligations',
    path: paths.dashboard.obligations,
    icon: CalculateOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-user-subscriptions',
    path: paths.dashboard.userSubscriptions,
    icon: CardMembershipOutlined,
    group: 'giving',
  },
  {
    key: 'dashboard-crowns',
    path: paths.dashboard.crowns,
    icon: LocalFloristOutlined,
    group: 'giving',
  },
  { key: 'dashboard-chests', path: paths.dashboard.chests, icon: CharityBoxIcon, group: 'giving' },
  ...(
    [
      ['dashboard-chests-discharges', paths.dashboard.chestDischarges],
      ['dashboard-chests-round', paths.dashboard.chestRound],
      ['dashboard-chests-types', paths.dashboard.chestTypes],
      ['dashboard-chests-materials', paths.dashboard.chestMaterials],
    ] as const
  ).map(([key, path]) => ({
    key,
    path,
    icon: CharityBoxIcon,
    group: 'giving' as const,
    parent: 'dashboard-chests',
  })),
  {
    key: 'dashboard-needies',
    path: paths.dashboard.needies,
    icon: VolunteerActivismOutlined,
    group: 'people',
  },
  {
    key: 'dashboard-needies-create',
    path: paths.dashboard.needyCreate,
    icon: VolunteerActivismOutlined,
    group: 'people',
    parent: 'dashboard-needies',
    hidden: true,
  },
  {
    key: 'dashboard-needies-id',
    path: paths.dashboard.needies,
    icon: VolunteerActivismOutlined,
    group: 'people',
    parent: 'dashboard-needies',
    hidden: true,
  },
  {
    key: 'dashboard-needies-id-edit',
    path: paths.dashboard.needies,
    icon: VolunteerActivismOutlined,
    group: 'people',
    parent: 'dashboard-needies-id',
    hidden: true,
  },
  {
    key: 'dashboard-needies-dependents',
    path: paths.dashboard.dependents,
    icon: FamilyRestroomOutlined,
    group: 'people',
    parent: 'dashboard-needies',
  },
  {
    key: 'dashboard-needies-helps',
    path: paths.dashboard.helps,
    icon: VolunteerActivismOutlined,
    group: 'people',
    parent: 'dashboard-needies',
  },
  {
    key: 'dashboard-sliders',
    path: paths.dashboard.sliders,
    icon: ViewCarouselOutlined,
    group: 'content',
  },
  {
    key: 'dashboard-media',
    path: paths.dashboard.media,
    icon: PermMediaOutlined,
    group: 'content',
  },
  { key: 'dashboard-contact', path: paths.dashboard.contact, icon: ChatOutlined, group: 'content' },
  {
    key: 'dashboard-contact-settings',
    path: paths.dashboard.contactSettings,
    icon: SettingsOutlined,
    group: 'content',
    parent: 'dashboard-contact',
    hidden: true,
  },
  { key: 'dashboard-users', path: paths.dashboard.users, icon: PeopleOutlined, group: 'system' },
  {
    key: 'dashboard-users-roles',
    path: paths.dashboard.roles,
    icon: PeopleOutlined,
    group: 'system',
    parent: 'dashboard-users',
  },
  { key: 'dashboard-sms', path: paths.dashboard.sms, icon: SmsOutlined, group: 'system' },
  {
    key: 'dashboard-sms-settings',
    path: paths.dashboard.smsSettings,
    icon: SettingsOutlined,
    group: 'system',
    parent: 'dashboard-sms',
    hidden: true,
  },
  {
    key: 'dashboard-settings',
    path: paths.dashboard.settings,
    icon: SettingsOutlined,
    group: 'system',
  },
  {
    key: 'dashboard-settings-static-page',
    path: paths.dashboard.settings,
    icon: SettingsOutlined,
    group: 'system',
    parent: 'dashboard-settings',
    hidden: true,
  },
  { key: 'dashboard-logs', path: paths.dashboard.logs, icon: SubjectOutlined, group: 'system' },
  {
    key: 'dashboard-backups',
    path: paths.dashboard.backups,
    icon: BackupOutlined,
    group: 'system',
  },
  {
    key: 'dashboard-subscriptions',
    path: paths.dashboard.subscriptions,
    icon: CardMembershipOutlined,
    hidden: true,
  },
]

export const dashboardItem = (key: string) => dashboardItems.find((i) => i.key === key)

/** Whether `user` may open the item's page: the rule its page's guard applies. */
export const mayOpen = (item: DashboardItem, user: Identity | null) =>
  mayOpenPanelPage(routeByName.get(item.key), user)

/** The chain of items from the dashboard home down to `key`, for breadcrumbs. */
export function dashboardTrail(key: string): DashboardItem[] {
  const trail: DashboardItem[] = []
  let item = dashboardItem(key)
  while (item) {
    trail.unshift(item)
    item = item.parent ? dashboardItem(item.parent) : undefined
  }
  if (trail[0]?.key !== 'dashboard') trail.unshift(dashboardItem('dashboard')!)
  return trail
}
