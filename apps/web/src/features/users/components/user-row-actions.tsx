import type { DashboardUser } from '@kheyr/contracts/users'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DevicesOutlined from '@mui/icons-material/DevicesOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined'
import LoginOutlined from '@mui/icons-material/LoginOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { RowAction, RowMenuAction } from '#components/data-table/row-actions.tsx'
import { useDeleteRecord } from '#components/data-table/use-delete-record.ts'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { useCan, useUser } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { useBlockUser, useImpersonate, USERS } from '../api/users.ts'

export type UserDialog = 'form' | 'roles' | 'sessions'

/** Block or unblock (blocking asks first), and sign in as someone (asks first). */
function useUserActions() {
  const { t } = useTranslation('users')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const block = useBlockUser()
  const impersonate = useImpersonate()
  const toggleBlock = async (user: DashboardUser) => {
    const question = t('blockConfirm', { name: user.name })
    if (!user.blocked && !(await confirm(question, { color: 'error', confirmLabel: t('block') })))
      return
    try {
      await block.mutateAsync({ id: user.id, blocked: !user.blocked })
      toast.success(user.blocked ? t('unblocked') : t('blockedDone'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  const signInAs = async (user: DashboardUser) => {
    if (!(await confirm(t('impersonateConfirm', { name: user.name })))) return
    try {
      await impersonate.mutateAsync(user.id)
      navigate(paths.home)
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return { toggleBlock, signInAs }
}

/**
 * A user's row buttons: edit, roles, block and delete beside the row; the rarer ones (sessions,
 * signing in as them, history) wait behind its "more" button, so the row fits beside the drawer.
 * Staff act on others only (the server refuses acting on oneself; one's own account is edited
 * from the profile). The grid's actions cell reads the buttons themselves (it moves the menu
 * ones into its menu), so this gives the render function rather than a component.
 */
export function useUserRowActions(onOpen: (dialog: UserDialog, user: DashboardUser) => void) {
  const { t } = useTranslation('users')
  const can = useCan()
  const me = useUser()
  const deleteRecord = useDeleteRecord(USERS)
  const { toggleBlock, signInAs } = useUserActions()
  const icon = { fontSize: 'small' } as const
  return (user: DashboardUser) => {
    const other = user.id !== me?.id
    return (
      <>
        {can('users.update') && other && (
          <RowAction
            label={t('edit')}
            icon={<EditOutlined {...icon} />}
            onClick={() => onOpen('form', user)}
          />
        )}
        {can('users.update') && other && (
          <RowAction
            label={t('rolesButton')}
            icon={<ManageAccountsOutlined {...icon} />}
            onClick={() => onOpen('roles', user)}
          />
        )}
        {can('users.update') && other && (
          <RowAction
            label={user.blocked ? t('unblock') : t('block')}
            icon={user.blocked ? <LockOpenOutlined {...icon} /> : <BlockOutlined {...icon} />}
            onClick={() => void toggleBlock(user)}
          />
        )}
        {other && (
          <RowMenuAction
            showInMenu
            label={t('sessions')}
            icon={<DevicesOutlined {...icon} />}
            onClick={() => onOpen('sessions', user)}
          />
        )}
        {can('users.impersonate') && other && (
          <RowMenuAction
            showInMenu
            label={t('impersonate')}
            icon={<LoginOutlined {...icon} />}
            onClick={() => void signInAs(user)}
          />
        )}
        <RowMenuAction
          showInMenu
          label={t('history')}
          icon={<HistoryOutlined {...icon} />}
          onClick={() => dashboardStore.openHistory(user.id)}
        />
        {can('users.delete') && other && (
          <RowAction
            label={t('common:actions.delete')}
            icon={<DeleteOutlined {...icon} />}
            color="error"
            onClick={() => void deleteRecord(user.id, t('deleteConfirm', { name: user.name }))}
          />
        )}
      </>
    )
  }
}
