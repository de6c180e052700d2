import { Alert, Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Identity } from '@kheyr/contracts/identity'
import { useLeaveImpersonation } from '#lib/session/session.ts'
import { toast } from '#lib/toasts.ts'
import { paths } from '#lib/paths.ts'

/** Whom the admin is acting as, and the way back to their own account. */
export default function ImpersonationNotice({
  user,
}: {
  user: Identity & { impersonator: NonNullable<Identity['impersonator']> }
}) {
  const { t } = useTranslation()
  const leaveImpersonation = useLeaveImpersonation()
  const navigate = useNavigate()
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
