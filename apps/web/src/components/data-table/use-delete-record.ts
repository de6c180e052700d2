import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '#lib/api-client.ts'
import { useDeleteRecordMutation, type RowId } from '#lib/resource.ts'
import { toast } from '#lib/toasts.ts'
import { useConfirm } from './confirm-dialog.tsx'

type DeleteMutation = { mutateAsync: (id: RowId) => Promise<unknown> }

/**
 * Deletes one record with `mutation` (a feature's delete hook, which refreshes what it changed)
 * after asking, and toasts the outcome. Resolves true when the record is gone.
 */
export function useConfirmedDelete({ mutateAsync }: DeleteMutation) {
  const { t } = useTranslation('data-table')
  const confirm = useConfirm()
  return useCallback(
    async (id: RowId, message?: string): Promise<boolean> => {
      const ok = await confirm(message ?? t('row.deleteConfirm'), {
        color: 'error',
        confirmLabel: t('confirm.delete'),
      })
      if (!ok) return false
      try {
        await mutateAsync(id)
        toast.success(t('row.deleted'))
        return true
      } catch (error) {
        toast.error(messageOf(error, t('actionFailed')))
        return false
      }
    },
    [confirm, mutateAsync, t],
  )
}

/** `DELETE /api/dashboard/{resource}/{id}` after asking; the resource's lists refresh. */
export const useDeleteRecord = (resource: string) =>
  useConfirmedDelete(useDeleteRecordMutation(resource))
