import type { smsMessage } from '@kheyr/contracts/users'
import SendOutlined from '@mui/icons-material/SendOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Link } from 'react-router'
import { paths } from '../../../app/paths.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useFormat } from '../../../lib/format.ts'
import { useCan } from '../../session/can.ts'
import { SendSmsDialog } from '../components/send-sms-dialog.tsx'

type SmsRow = z.infer<typeof smsMessage>

const STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const
// "Sent" only means the provider took it; "delivered" is the operator's word that it arrived.
const STATUS_COLOR = {
  queued: 'warning',
  sent: 'info',
  delivered: 'success',
  undelivered: 'error',
  failed: 'error',
} as const

export default function SmsPage() {
  const { t } = useTranslation('sms')
  const { digits } = useFormat()
  const can = useCan()
  const [sending, setSending] = useState(false)
  const columns = useMemo<DataTableColumn<SmsRow>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 80 },
      {
        field: 'to',
        header: t('to'),
        sortable: true,
        filterable: true,
        width: 140,
        render: (r) => (
          <Box component="bdi" dir="ltr">
            {digits(r.to)}
          </Box>
        ),
      },
      {
        field: 'text',
        header: t('text'),
        minWidth: 220,
        flex: 2,
        render: (r) => (
          <Tooltip title={r.text}>
            <Typography variant="body2" noWrap>
              {r.text}
            </Typography>
          </Tooltip>
        ),
      },
      {
        field: 'kind',
        header: t('kind'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 120,
        options: ['otp', 'manual', 'notification', 'reminder'].map((k) => ({
          value: k,
          label: t(`kinds.${k}`),
        })),
      },
      {
        field: 'status',
        header: t('status'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 130,
        options: STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        render: (r) => (
          <Tooltip title={r.error ?? ''}>
            <Chip size="small" color={STATUS_COLOR[r.status]} label={t(`statuses.${r.status}`)} />
          </Tooltip>
        ),
      },
      { field: 'attempts', header: t('attempts'), type: 'number', width: 90 },
      {
        field: 'user',
        header: t('recipient'),
        minWidth: 130,
        flex: 1,
        render: (r) => r.user?.name ?? '-',
      },
      {
        field: 'created_at',
        header: t('createdAt'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 150,
      },
      { field: 'sent_at', header: t('sentAt'), type: 'datetime', sortable: true, width: 150 },
      { field: 'delivered_at', header: t('deliveredAt'), type: 'datetime', width: 150 },
    ],
    [t, digits],
  )
  return (
    <>
      <DataTable<SmsRow>
        resource="sms"
        label={t('common:titles.dashboard-sms')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        emptyText={t('empty')}
        summary={() => (
          <Typography variant="body2" color="text.secondary">
            {t('codesMasked')}
          </Typography>
        )}
        toolbar={
          <Stack direction="row" spacing={1}>
            {can('sms.send') && (
              <Button
                variant="contained"
                startIcon={<SendOutlined sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
                onClick={() => setSending(true)}
              >
                {t('send')}
              </Button>
            )}
            <Button
              component={Link}
              to={paths.dashboard.smsSettings}
              startIcon={<SettingsOutlined />}
            >
              {t('settings')}
            </Button>
          </Stack>
        }
      />
      {sending && <SendSmsDialog onClose={() => setSending(false)} />}
    </>
  )
}
