import { SMS_KINDS, SMS_STATUSES, type SmsMessage } from '@kheyr/contracts/sms'
import SendOutlined from '@mui/icons-material/SendOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Button, Chip, Stack, Tooltip, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#lib/paths.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { SMS } from '../api/sms.ts'
import { SendSmsDialog } from '../components/send-sms-dialog.tsx'
import { CellValue } from '#components/data-table/cell-value.tsx'

// "Sent" only means the provider took it; "delivered" is the operator's word that it arrived.
const STATUS_COLOR = {
  queued: 'warning',
  sent: 'info',
  delivered: 'success',
  undelivered: 'error',
  failed: 'error',
} as const

function useColumns() {
  const { t } = useTranslation('sms')
  const { digits } = useFormat()
  return useMemo<DataTableColumn<SmsMessage>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 80 },
      {
        field: 'to',
        header: t('to'),
        sortable: true,
        filterable: true,
        width: 140,
        render: (r) => <Ltr>{digits(r.to)}</Ltr>,
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
        options: SMS_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
      },
      {
        field: 'status',
        header: t('status'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 130,
        options: SMS_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
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
        render: (r) => <CellValue value={r.user?.name} />,
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
}

export default function SmsPage() {
  const { t } = useTranslation('sms')
  const can = useCan()
  const [sending, setSending] = useState(false)
  const columns = useColumns()
  return (
    <>
      <DataTable<SmsMessage>
        resource={SMS}
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
