import type { ContactMessage } from '@kheyr/contracts/contacts'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useMyMessage } from '../api/my-contacts.ts'
import { MessageStatus } from '../components/message-status.tsx'

/** What I wrote, when, and the file I attached. */
function MyMessage({ message: m }: { message: ContactMessage }) {
  const { t } = useTranslation('contacts')
  const { date } = useFormat()
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-message">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id="my-message"
          component="h2"
          sx={{ fontSize: 15, fontWeight: 700, color: 'text.secondary', mb: 1 }}
        >
          {t('show.yourMessage')}
          {' · '}
          <time dateTime={m.created_at}>{date(m.created_at, 'datetime')}</time>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2, overflowWrap: 'anywhere' }}>
          {m.body}
        </Typography>
        {m.attachment && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 2 }}>
            <AttachFileOutlined fontSize="small" color="action" aria-hidden />
            {m.attachment.url ? (
              <MuiLink href={m.attachment.url} target="_blank" rel="noopener noreferrer">
                {m.attachment.name ?? t('show.attachment')}
              </MuiLink>
            ) : (
              <Typography variant="body2">{m.attachment.name ?? t('show.attachment')}</Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/** Staff's answer, or where the message stands while there is none. */
function StaffReply({ message: m }: { message: ContactMessage }) {
  const { t } = useTranslation('contacts')
  const { date } = useFormat()
  if (!m.reply)
    return (
      <Alert severity="info" icon={<HourglassEmptyOutlined />}>
        {m.status === 'read' ? t('show.seen') : t('show.waiting')}
      </Alert>
    )
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="staff-reply"
      sx={{ borderColor: 'primary.light', bgcolor: 'rgba(0, 169, 157, 0.05)' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <SupportAgentOutlined color="primary" aria-hidden />
          <Typography id="staff-reply" component="h2" sx={{ fontSize: 16, fontWeight: 800 }}>
            {t('show.reply')}
          </Typography>
          {m.replied_at && (
            <Typography
              component="time"
              dateTime={m.replied_at}
              variant="caption"
              color="text.secondary"
            >
              {date(m.replied_at, 'datetime')}
            </Typography>
          )}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2, overflowWrap: 'anywhere' }}>
          {m.reply}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** One of my messages and, once staff answer, their reply. */
export default function ContactUsShowPage() {
  const { t } = useTranslation('contacts')
  const { id = '' } = useParams()
  const message = useMyMessage(id)
  usePageTitle(t('common:titles.contact-us-id'))

  if (message.error instanceof ApiError && message.error.status === 404)
    return <ErrorScreen status={404} />

  const back = (
    <Button
      component={Link}
      to={paths.contactUs.all}
      startIcon={<ArrowBackOutlined sx={flipInRtl} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('show.back')}
    </Button>
  )

  if (message.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="text" width="40%" height={44} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Container>
    )
  }
  if (message.isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          {back}
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void message.refetch()}>
                {t('common:errors.retry')}
              </Button>
            }
          >
            {t('common:errors.loadFailed')}
          </Alert>
        </Stack>
      </Container>
    )
  }

  const m = message.data
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={2.5}>
        {back}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h1" sx={{ fontSize: 24, fontWeight: 800 }}>
            {t(`type.${m.type}`)}
            {m.subject ? ` · ${m.subject}` : ''}
          </Typography>
          <MessageStatus status={m.status} />
        </Stack>
        <MyMessage message={m} />
        <StaffReply message={m} />
      </Stack>
    </Container>
  )
}
