import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import { Badge, IconButton } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#lib/paths.ts'
import { useFormat } from '#lib/format.ts'
import { useUser } from '#lib/session/user.ts'
import { unreadCountQuery } from '../api/unread-count.ts'

const POLL_MS = 60_000
const MAX_SHOWN = 99

/**
 * The header's notifications button. For a signed-in user it carries the unread count, asked
 * for once a minute and whenever the tab comes back into view.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications')
  const { number } = useFormat()
  const user = useUser()
  const unread = useQuery({
    ...unreadCountQuery(user?.id ?? 0),
    enabled: Boolean(user),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: 'always',
  })
  const count = user ? (unread.data ?? 0) : 0
  const shown = count > MAX_SHOWN ? `${number(MAX_SHOWN)}+` : number(count)
  return (
    <IconButton
      component={Link}
      to={paths.notifications}
      aria-label={count ? t('bell.unread', { n: shown, count }) : t('common:nav.notifications')}
    >
      <Badge badgeContent={count ? shown : null} color="error" overlap="circular">
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  )
}
