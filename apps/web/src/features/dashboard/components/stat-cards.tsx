import type { DashboardStats } from '@kheyr/contracts/reports'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined'
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import { Box } from '@mui/material'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { buildQuery } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { StatCard } from './stat-card.tsx'

const report = (from: string, to: string, group: 'day' | 'month') =>
  `${paths.dashboard.reports}${buildQuery({ from, to, group, by: 'kind' })}`

/** The home page's cards: only those the user's permissions fill. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard')
  const { money, number } = useFormat()
  const payments = (count: number) => t('payments', { count, n: number(count) })
  const cards: (ComponentProps<typeof StatCard> & { key: string })[] = []
  const { income } = stats
  if (income) {
    cards.push(
      {
        key: 'today',
        icon: PaymentsOutlined,
        title: t('incomeToday'),
        value: money(income.today.amount),
        detail: payments(income.today.count),
        to: report(stats.today, stats.today, 'day'),
      },
      {
        key: 'month',
        icon: CalendarMonthOutlined,
        title: t('incomeMonth', { month: stats.month.label }),
        value: money(income.month.amount),
        detail: payments(income.month.count),
        to: report(stats.month.from, stats.today, 'day'),
      },
      {
        key: 'year',
        icon: EventAvailableOutlined,
        title: t('incomeYear', { year: stats.year.label }),
        value: money(income.year.amount),
        detail: payments(income.year.count),
        to: report(stats.year.from, stats.today, 'month'),
      },
      {
        key: 'donors',
        icon: PeopleOutlined,
        title: t('donorsMonth'),
        value: number(income.donors_month),
        detail: stats.month.label,
        to: report(stats.month.from, stats.today, 'day'),
      },
    )
    if (income.refunds_due.count > 0)
      cards.push({
        key: 'refunds',
        icon: CurrencyExchangeOutlined,
        title: t('refundsDue'),
        value: number(income.refunds_due.count),
        detail: money(income.refunds_due.amount),
        to: paths.dashboard.refunds,
        tone: 'warning',
      })
  }
  if (stats.new_users !== null)
    cards.push({
      key: 'users',
      icon: PersonAddOutlined,
      title: t('newUsers'),
      value: number(stats.new_users),
      detail: stats.month.label,
      to: paths.dashboard.users,
    })
  if (stats.memberships)
    cards.push({
      key: 'memberships',
      icon: CardMembershipOutlined,
      title: t('memberships'),
      value: number(stats.memberships.active),
      detail: stats.memberships.owing
        ? t('membershipsOwing', {
            count: stats.memberships.owing,
            n: number(stats.memberships.owing),
            amount: money(stats.memberships.due),
          })
        : t('membershipsSettled'),
      to: paths.dashboard.userSubscriptions,
    })
  if (stats.drain_requests !== null)
    cards.push({
      key: 'drains',
      icon: CharityBoxIcon,
      title: t('drainRequests'),
      value: number(stats.drain_requests),
      to: paths.dashboard.chestDischarges,
      tone: stats.drain_requests ? 'warning' : 'primary',
    })
  if (stats.feedback !== null)
    cards.push({
      key: 'feedback',
      icon: ChatOutlined,
      title: t('feedback'),
      value: number(stats.feedback),
      to: paths.dashboard.contact,
      tone: stats.feedback ? 'warning' : 'primary',
    })
  if (stats.crowns_to_print !== null)
    cards.push({
      key: 'crowns',
      icon: LocalFloristOutlined,
      title: t('crownsToPrint'),
      value: number(stats.crowns_to_print),
      to: paths.dashboard.crowns,
      tone: stats.crowns_to_print ? 'warning' : 'primary',
    })
  if (!cards.length) return null
  return (
    <Box
      component="ul"
      aria-label={t('figures')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {cards.map(({ key, ...card }) => (
        <Box component="li" key={key}>
          <StatCard {...card} />
        </Box>
      ))}
    </Box>
  )
}
