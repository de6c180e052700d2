import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { Box, Button, Typography, type ButtonProps } from '@mui/material'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useBulkDelete, type RowId } from '#lib/resource.ts'
import { toast } from '#lib/toasts.ts'
import { useConfirm } from './confirm-dialog.tsx'

export type BulkAction = {
  label: string
  icon?: ReactNode
  /** Throw (an `ApiError`, say) to report failure; the table toasts either way. */
  onRun: (ids: RowId[]) => Promise<void>
  /** Asked before running when given. */
  confirm?: string
  color?: ButtonProps['color']
  /** Shown after success; a short "done" otherwise. */
  successMessage?: string
}

const barSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 1,
  borderRadius: 2,
  bgcolor: 'rgba(0, 169, 157, 0.08)',
} as const

type Run = {
  confirm?: string
  color?: ButtonProps['color']
  confirmLabel?: string
  /** Resolves with the message to toast. */
  action: () => Promise<string>
}

/**
 * Runs one bulk action: asks first when it should, toasts how it went, clears the checked rows
 * after success and tells the table it is busy meanwhile.
 */
function useBulkRun(onDone: () => void) {
  const { t } = useTranslation('data-table')
  const confirm = useConfirm()
  const [busy, setBusy] = useState(false)
  const run = async ({ confirm: question, color, confirmLabel, action }: Run) => {
    if (question && !(await confirm(question, { color, confirmLabel }))) return
    setBusy(true)
    try {
      toast.success(await action())
      onDone()
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

/**
 * The bar over the checked rows: the page's bulk actions, "delete selected" when allowed, and
 * a way to uncheck everything. Shown while any row is checked.
 */
export function BulkBar({
  resource,
  selectedIds,
  actions,
  canDelete,
  onClear,
  onBusy,
}: {
  resource: string
  selectedIds: RowId[]
  actions: BulkAction[]
  canDelete: boolean
  onClear: () => void
  onBusy: (busy: boolean) => void
}) {
  const { t } = useTranslation('data-table')
  const format = useFormat()
  const bulkDelete = useBulkDelete(resource)
  const { busy, run } = useBulkRun(onClear)
  const count = selectedIds.length
  const start = (options: Run) => {
    onBusy(true)
    void run(options).finally(() => onBusy(false))
  }

  const runAction = (action: BulkAction) =>
    start({
      confirm: action.confirm,
      color: action.color,
      action: async () => {
        await action.onRun(selectedIds)
        return action.successMessage ?? t('bulk.done')
      },
    })
  const deleteSelected = () =>
    start({
      confirm: t('bulk.deleteConfirm', { count, n: format.number(count) }),
      confirmLabel: t('confirm.delete'),
      color: 'error',
      action: async () => {
        const deleted = await bulkDelete.mutateAsync(selectedIds)
        return t('bulk.deleted', { count: deleted, n: format.number(deleted) })
      },
    })

  return (
    <Box role="toolbar" aria-label={t('bulk.toolbar')} sx={barSx}>
      <Typography role="status" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {t('bulk.selected', { count, n: format.number(count) })}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          color={action.color ?? 'primary'}
          startIcon={action.icon}
          disabled={busy}
          onClick={() => runAction(action)}
        >
          {action.label}
        </Button>
      ))}
      {canDelete && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={busy}
          onClick={deleteSelected}
        >
          {t('bulk.delete')}
        </Button>
      )}
      <Button size="small" color="inherit" disabled={busy} onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Box>
  )
}
