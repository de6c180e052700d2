import { contactReplyInput, type DashboardContact } from '@kheyr/contracts/contacts'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useContact, useReplyToContact } from '../api/contacts.ts'
import { ContactStatusChip } from './contact-status.tsx'

type Props = {
  id: number
  canReply: boolean
  canDelete: boolean
  onClose: () => void
  onDelete: (message: DashboardContact) => void
  onHistory: (id: number) => void
}

/** A message in full, with the reply form; opening a new message marks it read. */
export function ContactDialog({ id, canReply, canDelete, onClose, onDelete, onHistory }: Props) {
  const { t } = useTranslation('contacts')
  const titleId = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const message = useContact(id)

  let content: ReactNode
  if (message.isPending) {
    content = (
      <Stack spacing={1.5} aria-busy="true">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={100} />
      </Stack>
    )
  } else if (message.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void message.refetch()}>
            {t('common:errors.retry')}
          </Button>
        }
      >
        {message.error.message || t('common:errors.loadFailed')}
      </Alert>
    )
  } else {
    content = <MessageDetails message={message.data} canReply={canReply} />
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Box component="span" sx={{ flex: 1 }}>
          {message.data
            ? `${t(`type.${message.data.type}`)}${message.data.subject ? ` · ${message.data.subject}` : ''}`
            : t('dialog.title')}
        </Box>
        {message.data && <ContactStatusChip status={message.data.status} />}
      </DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<HistoryOutlined />} onClick={() => onHistory(id)}>
          {t('history')}
        </Button>
        {canDelete && message.data && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onDelete(message.data)}
          >
            {t('common:actions.delete')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} variant="outlined" color="inherit">
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontSize: 14.5 }}>
        {children}
      </Typography>
    </Box>
  )
}

/** The answer staff write (or change); the person sees it and is told. */
function ReplyForm({ message: m }: { message: DashboardContact }) {
  const { t } = useTranslation('contacts')
  const replyTo = useReplyToContact(m.id)
  const { form, handleSubmit } = useApiForm(contactReplyInput, {
    defaultValues: { reply: m.reply ?? '' },
  })
  const submit = handleSubmit(async ({ reply }) => {
    await replyTo.mutateAsync(reply)
    toast.success(t('dialog.replied'))
  })
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="reply"
        label={t('dialog.reply')}
        helperText={t('dialog.replyHint')}
        multiline
        minRows={4}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendOutlined sx={flipInRtl} />}
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {m.reply ? t('dialog.updateReply') : t('dialog.sendReply')}
      </Button>
    </Stack>
  )
}

/** The answer, for staff who may read but not answer. */
function ReplyView({ reply }: { reply: string | null }) {
  const { t } = useTranslation('contacts')
  if (!reply) return <Alert severity="info">{t('dialog.noReply')}</Alert>
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('dialog.reply')}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2 }}>{reply}</Typography>
    </Box>
  )
}

function MessageDetails({
  message: m,
  canReply,
}: {
  message: DashboardContact
  canReply: boolean
}) {
  const { t } = useTranslation('contacts')
  const { date, digits } = useFormat()
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ gap: 3, rowGap: 1.5, flexWrap: 'wrap' }}>
        <Field label={t('columns.user')}>
          {m.user ? (
            <>
              {m.user.name} <Ltr sx={{ color: 'text.secondary' }}>{digits(m.user.mobile)}</Ltr>
            </>
          ) : (
            '-'
          )}
        </Field>
        <Field label={t('columns.created_at')}>{date(m.created_at, 'datetime')}</Field>
        {m.read_at && <Field label={t('dialog.readAt')}>{date(m.read_at, 'datetime')}</Field>}
      </Stack>
      <Box
        component="section"
        aria-label={t('dialog.body')}
        sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2, overflowWrap: 'anywhere' }}>
          {m.body}
        </Typography>
        {m.attachment && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 1.5 }}>
            <AttachFileOutlined fontSize="small" color="action" aria-hidden />
            {m.attachment.url ? (
              <Link href={m.attachment.url} target="_blank" rel="noopener noreferrer">
                {m.attachment.name ?? t('dialog.attachment')}
              </Link>
            ) : (
              <Typography variant="body2">{m.attachment.name ?? t('dialog.attachment')}</Typography>
            )}
          </Stack>
        )}
      </Box>
      <Divider />
      {m.reply && m.replied_at && (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.repliedBy', {
            name: m.replied_by?.name ?? '-',
            date: date(m.replied_at, 'datetime'),
          })}
        </Typography>
      )}
      {canReply ? <ReplyForm message={m} /> : <ReplyView reply={m.reply} />}
    </Stack>
  )
}
