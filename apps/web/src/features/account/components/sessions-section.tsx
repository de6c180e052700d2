import ComputerOutlined from '@mui/icons-material/ComputerOutlined'
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined'
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { sessionsQuery, useSignOutOthers, useSignOutSession } from '../api/sessions.ts'
import { Section } from './section.tsx'
import { LoadError } from '#components/query-states.tsx'
import { Ltr } from '#components/ltr.tsx'

/** The browsers signed in to this account, this one marked; sign the others out. */
export function SessionsSection() {
  const { t } = useTranslation('account')
  const { date } = useFormat()
  const confirm = useConfirm()
  const sessions = useQuery(sessionsQuery)
  const signOutOthers = useSignOutOthers()
  const signOutSession = useSignOutSession()
  const others = (sessions.data ?? []).filter((s) => !s.current)

  const outOthers = async () => {
    if (!(await confirm(t('sessions.othersConfirm')))) return
    try {
      await signOutOthers.mutateAsync()
      toast.success(t('sessions.othersDone'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  const outOne = async (id: string) => {
    try {
      await signOutSession.mutateAsync(id)
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

  return (
    <Section id="sessions" title={t('sessions.title')} hint={t('sessions.hint')}>
      {sessions.isPending && <Skeleton variant="rounded" height={72} />}
      {sessions.isError && (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <List disablePadding aria-label={t('sessions.title')}>
          {sessions.data.map((s) => {
            const device =
              [s.device.browser, s.device.os].filter(Boolean).join(t('sessions.on')) ||
              t('sessions.unknown')
            return (
              <ListItem
                key={s.id}
                disableGutters
                sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}
              >
                <ListItemIcon sx={{ minWidth: 40, mt: 1 }}>
                  {s.device.mobile ? <PhoneIphoneOutlined /> : <ComputerOutlined />}
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 200px' }}
                  primary={device}
                  secondary={
                    <>
                      <Ltr>{s.ip ?? '-'}</Ltr>
                      {' · '}
                      {t('sessions.lastActive', { when: date(s.last_active, 'datetime') })}
                    </>
                  }
                />
                <Box sx={{ alignSelf: 'center', ms: { xs: 5, sm: 0 } }}>
                  {s.current ? (
                    <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
                  ) : (
                    <Button size="small" onClick={() => void outOne(s.id)}>
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            )
          })}
        </List>
      )}
      {others.length > 0 && (
        <Stack direction="row">
          <Button variant="outlined" onClick={() => void outOthers()}>
            {t('sessions.signOutOthers')}
          </Button>
        </Stack>
      )}
    </Section>
  )
}
