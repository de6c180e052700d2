import type { SvgIconComponent } from '@mui/icons-material'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import SavingsOutlined from '@mui/icons-material/SavingsOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import SmsOutlined from '@mui/icons-material/SmsOutlined'
import SubjectOutlined from '@mui/icons-material/SubjectOutlined'
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'

/** Drawer icons, kept apart from the declaration so public pages never load them. */
export const dashboardIcons: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  'dashboard-transactions-name': AccountBalanceWalletOutlined,
  'dashboard-bills': ReceiptLongOutlined,
  'dashboard-campaign': CampaignOutlined,
  'dashboard-user-subscriptions': CardMembershipOutlined,
  'dashboard-crowns': LocalFloristOutlined,
  'dashboard-chests': SavingsOutlined,
  'dashboard-needies': VolunteerActivismOutlined,
  'dashboard-needies-dependents': FamilyRestroomOutlined,
  'dashboard-needies-helps': VolunteerActivismOutlined,
  'dashboard-sliders': ViewCarouselOutlined,
  'dashboard-media': PermMediaOutlined,
  'dashboard-contact': ChatOutlined,
  'dashboard-contact-settings': SettingsOutlined,
  'dashboard-users': PeopleOutlined,
  'dashboard-users-roles': PeopleOutlined,
  'dashboard-sms': SmsOutlined,
  'dashboard-sms-settings': SettingsOutlined,
  'dashboard-settings': SettingsOutlined,
  'dashboard-logs': SubjectOutlined,
  'dashboard-subscriptions': CardMembershipOutlined,
}
