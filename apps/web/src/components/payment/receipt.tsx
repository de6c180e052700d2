import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import {
  Box,
  Button,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material'
import type { Bill } from '@kheyr/contracts/payments'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../lib/format.ts'
import { Ltr } from '../ltr.tsx'

/** A paid bill's receipt: amount, reference number, card, gateway, Jalali date and time, items. */
export function Receipt({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payment')
  const { money, date, digits, code } = useFormat()
  const receipt = bill.receipt
  const rows: [string, React.ReactNode][] = [
    [t('amount'), money(bill.total)],
    [t('reference'), receipt?.reference_id ? <Ltr>{code(receipt.reference_id)}</Ltr> : '-'],
    [t('card'), receipt?.card_mask ? <Ltr>{code(receipt.card_mask)}</Ltr> : '-'],
    [t('gateway'), receipt ? t(`gateways.${receipt.gateway}`) : '-'],
    [t('paidAt'), date(bill.paid_at, 'datetime')],
    [t('billNumber'), digits(bill.id)],
  ]
  return (
    <Box component="section" aria-labelledby="receipt-title" className="receipt">
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
        <CheckCircleOutlined sx={{ fontSize: 64, color: 'success.main' }} aria-hidden />
        <Typography id="receipt-title" component="h1" sx={{ fontSize: 24, fontWeight: 800 }}>
          {t('paidTitle')}
        </Typography>
        <Typography color="text.secondary">{t('paidThanks')}</Typography>
      </Stack>
      <Table size="small" aria-label={t('receipt')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell
                component="th"
                scope="row"
                sx={{ color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
              >
                {label}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {bill.items.length > 0 && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('items')}
          </Typography>
          <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {bill.items.map((item) => (
              <Stack
                key={item.id}
                component="li"
                direction="row"
                sx={{ justifyContent: 'space-between' }}
              >
                <Typography>{item.title}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{money(item.amount)}</Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
      <Box sx={{ mt: 3, textAlign: 'center', '@media print': { display: 'none' } }}>
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Box>
    </Box>
  )
}
