import { Alert, Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLeaveImpersonation, useUser } from '../../lib/session/user.ts'
import { toast } from '../../lib/toasts.ts'
import { paths } from '../../lib/paths.ts'

/** While an admin is signed in as someone else, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation()
  const user = useUser()
  const leaveImpersonation = useLeaveImpersonation()
  const navigate = useNavigate()
  if (!user?.impersonator) return null
  const leave = async () => {
    try {
      await leaveImpersonation.mutateAsync()
      navigate(paths.dashboard.users)
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void leave()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('impersonation.leave')}
        </Button>
      }
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        alignItems: 'center',
      }}
    >
      {t('impersonation.notice', { name: user.name, admin: user.impersonator.name })}
    </Alert>
  )
}
