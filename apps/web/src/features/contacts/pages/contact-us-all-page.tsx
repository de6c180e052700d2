import type { ContactMessage } from '@kheyr/contracts/contacts'
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useFormat } from '#lib/format.ts'
import { myMessagesQuery } from '../api/my-contacts.ts'
import { MessageStatus } from '../components/message-status.tsx'
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'

/** One of my messages: its type and subject, where it stands, its start and its date. */
function MessageCard({ message: m }: { message: ContactMessage }) {
  const { t } = useTranslation('contacts')
  const { date } = useFormat()
  return (
    <Box component="li">
      <Card variant="outlined">
        <CardActionArea component={Link} to={paths.contactUs.show(m.id)}>
          <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, flex: 1 }}>
                {t(`type.${m.type}`)}
                {m.subject && (
                  <Typography component="span" color="text.secondary" sx={{ mx: 0.75 }}>
                    {`· ${m.subject}`}
                  </Typography>
                )}
              </Typography>
              <MessageStatus status={m.status} />
            </Stack>
            <Typography
              color="text.secondary"
              sx={{
                fontSize: 14,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {m.body}
            </Typography>
            <Typography
              component="time"
              dateTime={m.created_at}
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', mt: 1 }}
            >
              {date(m.created_at, 'datetime')}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  )
}

/** My messages, newest first, each with where it stands. */
export default function ContactUsAllPage() {
  const { t } = useTranslation('contacts')
  usePageTitle(t('common:titles.contact-us-all'))
  const [page, setPage] = useState(1)
  const list = useQuery(myMessagesQuery(page))
  const items = list.data?.data ?? []

  let content: ReactNode
  if (list.isPending) {
    content = (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    )
  } else if (list.isError) {
    content = <LoadError error={list.error} onRetry={() => void list.refetch()} />
  } else if (!items.length) {
    content = (
      <Card variant="outlined">
        <EmptyState
          icon={ForumOutlined}
          title={t('all.empty')}
          hint={t('all.emptyHint')}
          action={
            <Button component={Link} to={paths.contactUs.create} variant="contained">
              {t('all.new')}
            </Button>
          }
        />
      </Card>
    )
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((m) => (
          <MessageCard key={m.id} message={m} />
        ))}
      </Stack>
    )
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={2.5}>
        <PageHeader
          title={t('common:titles.contact-us-all')}
          action={
            <Button
              component={Link}
              to={paths.contactUs.create}
              variant="contained"
              startIcon={<AddCommentOutlined />}
            >
              {t('all.new')}
            </Button>
          }
        />
        {content}
        <Pager page={page} count={list.data?.meta.last_page ?? 1} onChange={setPage} />
      </Stack>
    </Container>
  )
}
