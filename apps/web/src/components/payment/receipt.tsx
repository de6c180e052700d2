import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import ShareOutlined from '@mui/icons-material/ShareOutlined'
import {
  Box,
  Button,
  Divider,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material'
import type { Bill, ItemAnswers } from '@kheyr/contracts/payments'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { useUser } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { Ltr } from '../ltr.tsx'

/** Shares the site with the phone's share sheet, or copies its address where there is none. */
async function shareSite(title: string, text: string, copied: string) {
  const url = window.location.origin
  try {
    if (navigator.share) await navigator.share({ title, text, url })
    else {
      await navigator.clipboard.writeText(`${text} ${url}`)
      toast.success(copied)
    }
  } catch {
    // The person closed the share sheet.
  }
}

/**
 * What to do after paying: print, share, give again, see my bills, go home. "Give again" leads a
 * guest to the giving choices on the home page (the charity overview needs an account), and is
 * not offered after a condolence crown alone.
 */
function ReceiptActions({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payment')
  const user = useUser()
  const condolence = bill.items.length > 0 && bill.items.every((item) => item.kind === 'crown')
  return (
    <Stack
      direction="row"
      sx={{
        mt: 3,
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: 'center',
        '@media print': { display: 'none' },
      }}
    >
      {!condolence && (
        <Button
          component={Link}
          to={user ? paths.charity.overview : paths.home}
          variant="contained"
          startIcon={<FavoriteBorderOutlined />}
        >
          {t('giveAgain')}
        </Button>
      )}
      {user && (
        <Button
          component={Link}
          to={paths.bills}
          variant="outlined"
          startIcon={<ReceiptLongOutlined />}
        >
          {t('myBills')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<ShareOutlined />}
        onClick={() => void shareSite(t('shareTitle'), t('shareText'), t('linkCopied'))}
      >
        {t('share')}
      </Button>
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        {t('print')}
      </Button>
      <Button component={Link} to={paths.home} startIcon={<HomeOutlined />}>
        {t('home')}
      </Button>
    </Stack>
  )
}

/**
 * What the payer answered for an item a rate prices (an obligation): «۴ نفر × ۲۳۰٬۰۰۰ تومان،
 * برنج، نرخ سال ۱۴۰۵», and the charity's note when it was paid after the deadline.
 */
function ItemAnswersLine({ answers }: { answers: ItemAnswers }) {
  const { t } = useTranslation('payment')
  const { money, digits } = useFormat()
  const values = {
    count: digits(answers.count),
    unit: t(`units.${answers.unit}`),
    rate: money(answers.rate),
    staple: answers.staple,
    year: digits(answers.year),
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t(answers.staple ? 'answers' : 'answersPlain', values)}
      </Typography>
      {answers.late_note && (
        <Typography variant="body2" color="warning.dark">
          {t('lateNote', { note: answers.late_note })}
        </Typography>
      )}
    </>
  )
}

/**
 * A paid bill's receipt: amount (and the rial the bank showed), reference number, card, gateway,
 * Jalali date and time, items. Where it ends a payment, the ways on from it (`actions`).
 */
export function Receipt({ bill, actions = false }: { bill: Bill; actions?: boolean }) {
  const { t } = useTranslation('payment')
  const { money, date, digits, code, number } = useFormat()
  const receipt = bill.receipt
  const rows: [string, React.ReactNode][] = [
    [t('amount'), t('amountWithRial', { toman: money(bill.total), rial: number(bill.total * 10) })],
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
                sx={{ justifyContent: 'space-between', gap: 1 }}
              >
                <div>
                  {/* A payment of a membership's periods leads back to the membership. */}
                  {item.kind === 'subscription' && item.parent_id !== null ? (
                    <MuiLink
                      component={Link}
                      to={paths.subscription.show(item.parent_id)}
                      underline="always"
                    >
                      {item.title}
                    </MuiLink>
                  ) : (
                    <Typography>{item.title}</Typography>
                  )}
                  {item.answers && <ItemAnswersLine answers={item.answers} />}
                </div>
                <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
                  {money(item.amount)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
      {actions ? (
        <ReceiptActions bill={bill} />
      ) : (
        <Box sx={{ mt: 3, textAlign: 'center', '@media print': { display: 'none' } }}>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Box>
      )}
    </Box>
  )
}
