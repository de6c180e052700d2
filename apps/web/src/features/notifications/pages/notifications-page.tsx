import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../../lib/page-title.ts'
import { paths } from '../../../lib/paths.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useProps } from '../../../lib/session/props.ts'
import { useUser } from '../../../lib/session/user.ts'
import {
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications.ts'
import { unreadCountQuery } from '../api/unread-count.ts'
import { NotificationItem } from '../components/notification-item.tsx'
import { Pager } from '../../../components/pager.tsx'
import { EmptyState, LoadError } from '../../../components/query-states.tsx'

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

function MyNotifications({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications')
  const { number } = useFormat()
  const [page, setPage] = useState(1)
  const list = useQuery(notificationsQuery(page))
  const unread = useQuery(unreadCountQuery(userId))
  const read = useMarkNotificationRead()
  const readAll = useMarkAllNotificationsRead()

  const markRead = (id: number) =>
    read.mutate(id, { onError: (error) => toast.error(error.message) })
  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: () => toast.success(t('allRead')),
      onError: (error) => toast.error(error.message),
    })
  const busy = readAll.isPending

  const items = list.data?.data ?? []
  const lastPage = list.data?.meta.last_page ?? 1
  const unreadCount = unread.data ?? items.filter((n) => !n.read_at).length

  let content: ReactNode
  if (list.isPending) {
    content = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    )
  } else if (list.isError) {
    content = <LoadError error={list.error} onRetry={() => void list.refetch()} sx={{ m: 2 }} />
  } else if (!items.length) {
    content = (
      <EmptyState icon={NotificationsNoneOutlined} title={t('empty')} hint={t('emptyHint')} />
    )
  } else {
    content = (
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('listLabel')}>
        {items.map((n) => (
          <NotificationItem
            key={n.id}
            title={n.title}
            body={n.body}
            link={n.link}
            createdAt={n.created_at}
            unread={!n.read_at}
            icon={<NotificationsOutlined fontSize="small" />}
            onMarkRead={() => void markRead(n.id)}
            onOpen={n.read_at ? undefined : () => void markRead(n.id)}
          />
        ))}
      </Box>
    )
  }

  return (
    <Stack spacing={2}>
      <Heading
        action={
          <Button
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            disabled={busy || unreadCount === 0}
            onClick={() => void markAll()}
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
        {content}
      </Paper>
      <Pager page={page} count={lastPage} onChange={setPage} />
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
