import type { Paginated } from '@kheyr/contracts/http'
import type { UserNotification } from '@kheyr/contracts/notifications'
import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useProps } from '#lib/session/props.ts'
import { useUser } from '#lib/session/user.ts'
import {
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications.ts'
import { unreadCountQuery } from '../api/unread-count.ts'
import { NotificationItem } from '../components/notification-item.tsx'
import { Pager } from '#components/pager.tsx'
import { EmptyState } from '#components/query-states.tsx'
import { PageLoadError } from '#components/page-load-error.tsx'

/**
 * Signed-in people see their own notifications (replies, receipts, reminders); everyone sees the
 * charity's site-wide announcements from the start-up props.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications')
  const user = useUser()
  usePageTitle(t('common:titles.notifications'))
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        {user ? <MyNotifications userId={user.id} /> : <GuestHeader />}
        <Announcements />
      </Stack>
    </Container>
  )
}

function Heading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
        {children}
      </Typography>
      {action}
    </Stack>
  )
}

function GuestHeader() {
  const { t } = useTranslation('notifications')
  return (
    <Stack spacing={2}>
      <Heading>{t('common:titles.notifications')}</Heading>
      <Alert
        severity="info"
        action={
          <Button
            component={Link}
            to={paths.signin(paths.notifications)}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('common:account.signin')}
          </Button>
        }
      >
        {t('guestHint')}
      </Alert>
    </Stack>
  )
}

/** My notifications, or why there are none; opening or ticking one marks it read. */
function NotificationList({
  list,
  onRead,
}: {
  list: UseQueryResult<Paginated<UserNotification>>
  onRead: (id: number) => void
}) {
  const { t } = useTranslation('notifications')
  if (list.isPending)
    return (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    )
  if (list.isError)
    return <PageLoadError error={list.error} onRetry={() => void list.refetch()} sx={{ m: 2 }} />
  if (!list.data.data.length)
    return <EmptyState icon={NotificationsNoneOutlined} title={t('empty')} hint={t('emptyHint')} />
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('listLabel')}>
      {list.data.data.map((n) => (
        <NotificationItem
          key={n.id}
          title={n.title}
          body={n.body}
          link={n.link}
          createdAt={n.created_at}
          unread={!n.read_at}
          icon={<NotificationsOutlined fontSize="small" />}
          onMarkRead={() => onRead(n.id)}
          onOpen={n.read_at ? undefined : () => onRead(n.id)}
        />
      ))}
    </Box>
  )
}

function MyNotifications({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications')
  const { number } = useFormat()
  const [page, setPage] = useState(1)
  const list = useQuery(notificationsQuery(page))
  const unread = useQuery(unreadCountQuery(userId))
  const read = useMarkNotificationRead()
  const readAll = useMarkAllNotificationsRead()
  const failed = (error: Error) => toast.error(error.message)
  const markRead = (id: number) => read.mutate(id, { onError: failed })
  const markAll = () =>
    readAll.mutate(undefined, { onSuccess: () => toast.success(t('allRead')), onError: failed })
  const items = list.data?.data ?? []
  const unreadCount = unread.data ?? items.filter((n) => !n.read_at).length
  return (
    <Stack spacing={2}>
      <Heading
        action={
          <Button
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            disabled={readAll.isPending || unreadCount === 0}
            onClick={markAll}
          >
            {t('markAllRead')}
          </Button>
        }
      >
        {t('common:titles.notifications')}
      </Heading>
      <Typography color="text.secondary" role="status">
        {unreadCount
          ? t('unreadSummary', { n: number(unreadCount), count: unreadCount })
          : t('allCaughtUp')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <NotificationList list={list} onRead={markRead} />
      </Paper>
      <Pager page={page} count={list.data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  )
}

function Announcements() {
  const { t } = useTranslation('notifications')
  const props = useProps()
  const announcements = props?.notifications ?? []
  if (!announcements.length) return null
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="announcements-title">
      <Typography id="announcements-title" component="h2" sx={{ fontSize: 19, fontWeight: 700 }}>
        {t('announcements')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {announcements.map((a) => (
            <NotificationItem
              key={a.id}
              title={a.title}
              body={a.body}
              link={a.link}
              createdAt={a.created_at}
              icon={<CampaignOutlined fontSize="small" />}
            />
          ))}
        </Box>
      </Paper>
    </Stack>
  )
}
