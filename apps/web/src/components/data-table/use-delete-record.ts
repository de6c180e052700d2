import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api-client.ts'
import { toast } from '../../lib/toasts.ts'
import { useConfirm } from './confirm-dialog.tsx'
import { messageOf } from '../../lib/api-client.ts'
import { invalidateResource, listPath } from './data-table.tsx'
import type { RowId } from './query.ts'

/**
 * Deletes one record (`DELETE /api/dashboard/{resource}/{id}`) after asking, toasts the outcome
 * and refreshes the resource's lists. Resolves true when the record is gone.
 */
export function useDeleteRecord(resource: string) {
  const { t } = useTranslation('data-table')
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  return useCallback(
    async (id: RowId, message?: string): Promise<boolean> => {
      const ok = await confirm(message ?? t('row.deleteConfirm'), {
        color: 'error',
        confirmLabel: t('confirm.delete'),
      })
      if (!ok) return false
      try {
        await api.delete(`${listPath(resource)}/${id}`)
        toast.success(t('row.deleted'))
        return true
      } catch (error) {
        toast.error(messageOf(error, t('actionFailed')))
        return false
      } finally {
        void invalidateResource(queryClient, resource)
      }
    },
    [confirm, queryClient, resource, t],
  )
}
