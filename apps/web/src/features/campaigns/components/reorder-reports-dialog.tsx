import type { DashboardCampaignReport } from '@kheyr/contracts/campaigns'
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { campaignReportsQuery, useReorderReports } from '../api/campaign-reports.ts'
import { NS } from './use-campaign-texts.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'

function OrderList({
  campaignId,
  reports,
  onDone,
}: {
  campaignId: number
  reports: DashboardCampaignReport[]
  onDone: () => void
}) {
  const { t } = useTranslation(NS)
  const { number, date } = useFormat()
  const reorder = useReorderReports(campaignId)
  const [order, setOrder] = useState(reports)
  const [announcement, setAnnouncement] = useState('')
  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    setOrder(next)
    setAnnouncement(t('reports.moved', { title: item!.title, position: number(index + by + 1) }))
  }
  const save = async () => {
    try {
      await reorder.mutateAsync(order.map((r) => r.id))
      toast.success(t('reports.reordered'))
      onDone()
    } catch (error) {
      toast.error(messageOf(error, t('reports.reorderFailed')))
    }
  }
  return (
    <>
      <DialogContent>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <List aria-label={t('reports.orderList')}>
          {order.map((report, index) => (
            <ListItem
              key={report.id}
              divider
              sx={{ pe: 12 }}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('reports.moveUp', { title: report.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={t('reports.moveDown', { title: report.title })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardOutlined />
                  </IconButton>
                </>
              }
            >
              <Typography sx={{ width: 28, color: 'text.secondary', flexShrink: 0 }}>
                {number(index + 1)}
              </Typography>
              <ListItemText
                primary={report.title}
                secondary={date(`${report.reported_on}T12:00:00Z`)}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={reorder.isPending} onClick={() => void save()}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </>
  )
}

/** The reports' order on the campaign page, with up and down buttons (keyboard friendly). */
export function ReorderReportsDialog({
  campaignId,
  onClose,
}: {
  campaignId: number
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const id = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const reports = useQuery(campaignReportsQuery(campaignId))
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{t('reports.reorder')}</DialogTitle>
      {reports.isPending ? (
        <DialogContent>
          <Skeleton variant="rounded" height={200} />
        </DialogContent>
      ) : reports.isError ? (
        <DialogContent>
          <Alert severity="error">{messageOf(reports.error, t('common:errors.loadFailed'))}</Alert>
        </DialogContent>
      ) : reports.data.length < 2 ? (
        <>
          <DialogContent>
            <Typography color="text.secondary">{t('reports.reorderNothing')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <OrderList campaignId={campaignId} reports={reports.data} onDone={onClose} />
      )}
    </Dialog>
  )
}
