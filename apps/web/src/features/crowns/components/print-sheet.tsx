import type { DashboardCrown } from '@kheyr/contracts/crowns'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#lib/paths.ts'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { ConfirmDialogHost, useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { crownsPrintQuery, useMarkCrowns } from '../api/dashboard-crowns.ts'
import { CrownCard, PrintStyles } from './crown-card.tsx'
import { DeliverySheet } from './delivery-sheet.tsx'
import { darkText, strongButton } from '#components/strong-button.ts'

/** Paid and not yet printed: what "mark them printed" changes. */
const awaitingPrint = (c: DashboardCrown) =>
  c.status === 'paid' && !c.refunded_at && c.printed_at === null

/**
 * The print pages (blank layout): one card per page, then the delivery sheet when `sheet`.
 * Printing asks whether to mark the printed orders so.
 */
export function PrintSheet({ query, sheet }: { query: Record<string, string>; sheet: boolean }) {
  const { t } = useTranslation('crowns')
  const { number } = useFormat()
  const confirm = useConfirm()
  const list = useQuery(crownsPrintQuery(query))
  const mark = useMarkCrowns('printed')

  const print = async () => {
    window.print()
    const ids = (list.data ?? []).filter(awaitingPrint).map((c) => c.id)
    if (!ids.length) return
    const ok = await confirm(t('print.markAsk', { count: ids.length, n: number(ids.length) }), {
      title: t('print.markTitle'),
      confirmLabel: t('print.markYes'),
    })
    if (!ok) return
    try {
      await mark.mutateAsync(ids)
      toast.success(t('actions.markedPrinted'))
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }

  return (
    <Box
      sx={{
        bgcolor: { xs: '#fff', sm: '#eef2f2' },
        minHeight: '100dvh',
        pb: 2,
        '@media print': { bgcolor: '#fff' },
      }}
    >
      <PrintStyles />
      <ConfirmDialogHost />
      <Paper
        className="no-print"
        square
        elevation={0}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          borderBottom: 1,
          borderColor: 'divider',
          px: 2,
          py: 1,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={paths.dashboard.crowns}
            startIcon={<ArrowBackOutlined sx={flipInRtl} />}
            sx={darkText}
          >
            {t('print.back')}
          </Button>
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: 18, flexGrow: 1 }}>
            {sheet
              ? t('common:titles.dashboard-crowns-list-print')
              : t('common:titles.dashboard-crowns-print-id')}
            {list.data && ` (${number(list.data.length)})`}
          </Typography>
          <Button
            variant="contained"
            startIcon={<PrintOutlined />}
            disabled={!list.data?.length}
            onClick={() => void print()}
            sx={strongButton}
          >
            {t('print.print')}
          </Button>
        </Stack>
      </Paper>
      {list.isPending && (
        <Box className="no-print" sx={{ p: 2 }}>
          <Skeleton
            variant="rounded"
            sx={{ maxWidth: '210mm', mx: 'auto', aspectRatio: '210 / 148', height: 'auto' }}
            role="status"
            aria-label={t('loading')}
          />
        </Box>
      )}
      {list.isError && (
        <Box className="no-print" sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        </Box>
      )}
      {list.data?.length === 0 && (
        <EmptyState
          icon={LocalFloristOutlined}
          title={t('print.empty')}
          hint={t('print.emptyHint')}
        />
      )}
      {list.data?.map((crown) => (
        <CrownCard key={crown.id} crown={crown} />
      ))}
      {sheet && list.data && list.data.length > 0 && <DeliverySheet crowns={list.data} />}
    </Box>
  )
}
