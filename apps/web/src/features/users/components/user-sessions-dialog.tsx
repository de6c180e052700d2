import type { DashboardUser } from '@kheyr/contracts/users'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useEndUserSessions, userSessionsQuery } from '../api/users.ts'
import { LoadError } from '#components/query-states.tsx'

export function UserSessionsDialog({
  user,
  onClose,
  canEnd,
}: {
  user: DashboardUser
  onClose: () => void
  canEnd: boolean
}) {
  const { t } = useTranslation('users')
  const { date } = useFormat()
  const confirm = useConfirm()
  const sessions = useQuery(userSessionsQuery(user.id))
  const endSessions = useEndUserSessions(user.id)
  const end = async () => {
    if (!(await confirm(t('endSessionsConfirm', { name: user.name })))) return
    try {
      await endSessions.mutateAsync()
      toast.success(t('sessionsEnded'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-sessions-title">
      <DialogTitle id="user-sessions-title">{t('sessionsOf', { name: user.name })}</DialogTitle>
      <DialogContent>
        {sessions.isPending && <Skeleton variant="rounded" height={80} />}
        {sessions.isError && (
          <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
        )}
        {sessions.data?.length === 0 && (
          <Typography color="text.secondary">{t('noSessions')}</Typography>
        )}
        <List disablePadding>
          {sessions.data?.map((s) => (
            <ListItem key={s.id} disableGutters divider>
              <ListItemText
                primary={
                  [s.device.browser, s.device.os].filter(Boolean).join(' · ') || t('unknownDevice')
                }
                secondary={
                  <>
                    <Ltr>{s.ip ?? '-'}</Ltr>
                    {' · '}
                    {date(s.last_active, 'datetime')}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {canEnd && Boolean(sessions.data?.length) && (
          <Button color="error" onClick={() => void end()}>
            {t('endSessions')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
