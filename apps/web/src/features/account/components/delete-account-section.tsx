import { Button, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '#lib/paths.ts'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { toast } from '#lib/toasts.ts'
import { useDeleteAccount } from '../api/account.ts'
import { Section } from './section.tsx'

export function DeleteAccountSection() {
  const { t } = useTranslation('account')
  const confirm = useConfirm()
  const deleteAccount = useDeleteAccount()
  const navigate = useNavigate()
  const remove = async () => {
    if (
      !(await confirm(t('delete.confirm'), {
        color: 'error',
        confirmLabel: t('delete.button'),
        title: t('delete.title'),
      }))
    )
      return
    try {
      await deleteAccount.mutateAsync()
      toast.info(t('delete.done'))
      navigate(paths.home, { replace: true })
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <Section id="delete" title={t('delete.title')} danger>
      <Typography variant="body2" color="text.secondary">
        {t('delete.hint')}
      </Typography>
      <div>
        <Button variant="outlined" color="error" onClick={() => void remove()}>
          {t('delete.button')}
        </Button>
      </div>
    </Section>
  )
}
