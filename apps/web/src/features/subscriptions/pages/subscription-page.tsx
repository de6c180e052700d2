import {
  MAX_PAY_PERIODS,
  updateSubscriptionInput,
  type SubscriptionCharge,
  type SubscriptionDetail,
} from '@kheyr/contracts/subscriptions'
import PauseOutlined from '@mui/icons-material/PauseOutlined'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import {
  Alert,
  Box,
  Button,
  Container,
  FormControlLabel,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ConfirmDialogHost, useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { ErrorScreen } from '#components/error-screen.tsx'
import { AmountField } from '#components/form/amount-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { ApiError, messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { toast } from '#lib/toasts.ts'
import {
  subscriptionQuery,
  usePaySubscription,
  useSubscriptionAction,
  useUpdateSubscription,
  type SubscriptionAction,
} from '../api/subscriptions.ts'
import { Figures } from '../components/figures.tsx'
import { Ledger } from '../components/ledger.tsx'
import { SubscriptionStatusChip } from '../components/status-chip.tsx'
import { NS, usePeriodWords } from '../components/use-period-words.ts'
import { useDataDir } from '#lib/data-dir.ts'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/** Pay everything due, or n periods ahead, at a gateway. */
function PayPanel({ m }: { m: SubscriptionDetail }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const words = usePeriodWords()
  const props = useProps()
  const canceled = m.status === 'canceled'
  const pending = m.status === 'pending'
  const [choice, setChoice] = useState<string>(m.unpaid_periods ? 'due' : '1')
  const payment = usePayBill(props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null)
  const make = usePaySubscription(m.id)
  if (canceled && !m.unpaid_periods) return null
  const periods = choice === 'due' ? m.unpaid_periods : Number(choice)
  // What n periods cost: the unpaid ones at their prices, the rest at the amount from now on.
  const upcoming = m.ledger.filter((p) => p.state === 'unpaid' || p.state === 'upcoming')
  const next = m.next_amount ?? m.amount
  const total =
    choice === 'due'
      ? m.amount_due
      : Array.from({ length: periods }, (_, i) => upcoming[i]?.amount ?? next).reduce(
          (a, b) => a + b,
          0,
        )
  return (
    <Section title={t('pay.title')}>
      <Stack spacing={2}>
        {pending ? (
          <Alert severity="info">{t('pay.firstPayment')}</Alert>
        ) : (
          !m.unpaid_periods && <Alert severity="success">{t('pay.nothingDue')}</Alert>
        )}
        {!canceled && (
          <TextField
            select
            label={t('pay.periods')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            sx={{ maxWidth: 320 }}
          >
            {m.unpaid_periods > 0 && (
              <MenuItem value="due">
                {t('pay.due', { periods: words.count(m.unpaid_periods, m.type.period_months) })}
              </MenuItem>
            )}
            {Array.from({ length: MAX_PAY_PERIODS }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={String(n)}>
                {words.count(n, m.type.period_months)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {props && (
          <PayWithGateway
            methods={props.PaymentMethods}
            gateway={payment.gateway}
            onGateway={payment.setGateway}
            leaving={payment.leaving}
            label={t('pay.button', { amount: money(total) })}
            onPay={() =>
              void payment.pay(
                async () => (await make.mutateAsync(choice === 'due' ? 'due' : periods)).bill,
              )
            }
          />
        )}
      </Stack>
    </Section>
  )
}

/** A new amount per period, from the next period on. */
function AmountChange({ m, onDone }: { m: SubscriptionDetail; onDone: () => void }) {
  const { t } = useTranslation(NS)
  const update = useUpdateSubscription(m.id)
  const { form, handleSubmit } = useApiForm(updateSubscriptionInput, {
    defaultValues: { amount: '' },
  })
  const submit = handleSubmit(async (values) => {
    await update.mutateAsync({ amount: values.amount })
    toast.success(t('manage.amountSaved'))
    onDone()
  })
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5} sx={{ mt: 1 }}>
      <AmountField
        control={form.control}
        name="amount"
        label={t('manage.newAmount')}
        helperText={t('manage.amountHint')}
        autoFocus
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('manage.saveAmount')}
        </Button>
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
      </Stack>
    </Stack>
  )
}

/** The member's changes: the amount, reminders, pause and resume, cancel (asked first). */
function Manage({ m }: { m: SubscriptionDetail }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const confirm = useConfirm()
  const update = useUpdateSubscription(m.id)
  const action = useSubscriptionAction(m.id)
  const [changing, setChanging] = useState(false)
  const run = async (name: SubscriptionAction, done: string) => {
    try {
      await action.mutateAsync(name)
      toast.success(done)
    } catch (error) {
      toast.error(messageOf(error, t('manage.failed')))
    }
  }
  if (m.status === 'canceled') return <Alert severity="info">{t('manage.canceledNote')}</Alert>
  // Before its first payment there is nothing to change yet: it can only be dropped.
  const pending = m.status === 'pending'
  return (
    <Section title={t('manage.title')}>
      <Stack spacing={2}>
        {!pending && (
          <>
            {m.next_amount !== null && m.next_amount_from && (
              <Alert severity="info">
                {t('manage.nextAmount', {
                  amount: money(m.next_amount),
                  month: m.next_amount_from,
                })}
              </Alert>
            )}
            {changing ? (
              <AmountChange m={m} onDone={() => setChanging(false)} />
            ) : (
              <div>
                <Button variant="outlined" onClick={() => setChanging(true)}>
                  {t('manage.changeAmount')}
                </Button>
              </div>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={m.reminders}
                  disabled={update.isPending}
                  onChange={async (_, on) => {
                    try {
                      await update.mutateAsync({ reminders: on })
                      toast.success(on ? t('manage.remindersOn') : t('manage.remindersOff'))
                    } catch (error) {
                      toast.error(messageOf(error, t('manage.failed')))
                    }
                  }}
                />
              }
              label={t('manage.reminders')}
            />
          </>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {pending ? null : m.status === 'active' ? (
            <Button
              variant="outlined"
              startIcon={<PauseOutlined />}
              disabled={action.isPending}
              onClick={async () => {
                if (await confirm(t('manage.pauseConfirm'), { confirmLabel: t('manage.pause') }))
                  await run('pause', t('manage.paused'))
              }}
            >
              {t('manage.pause')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<PlayArrowOutlined />}
              disabled={action.isPending}
              onClick={() => void run('resume', t('manage.resumed'))}
            >
              {t('manage.resume')}
            </Button>
          )}
          <Button
            color="error"
            disabled={action.isPending}
            onClick={async () => {
              const ok = await confirm(t('manage.cancelConfirm', { title: m.type.title }), {
                confirmLabel: t('manage.cancel'),
                color: 'error',
              })
              if (ok) await run('cancel', t('manage.canceled'))
            }}
          >
            {t('manage.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  )
}

/** The membership's payments, newest first, each with its receipt. */
function Charges({ charges, months }: { charges: SubscriptionCharge[]; months: number }) {
  const { t } = useTranslation(NS)
  const { money, date, separator } = useFormat()
  const words = usePeriodWords()
  if (!charges.length) return <EmptyState icon={ReceiptLongOutlined} title={t('charges.empty')} />
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {charges.map((c) => (
        <Stack
          component="li"
          key={c.id}
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            borderBottom: 1,
            borderColor: 'divider',
            py: 1,
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>
              {words.count(c.periods, months)}
              {separator}
              {money(c.amount)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`charges.sources.${c.source}`)}
              {separator}
              {date(c.paid_at ?? c.created_at)}
              {separator}
              {t(`charges.statuses.${c.status}`)}
            </Typography>
          </Box>
          {c.bill_id && c.status === 'paid' && (
            <Button size="small" component={Link} to={`${paths.verify}?bill=${c.bill_id}`}>
              {t('charges.receipt')}
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  )
}

/**
 * `/subscription/{id}`: one membership: where it stands, paying what is due or ahead, its ledger
 * month by month, the member's changes and its payments.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation(NS)
  const { money, number, separator } = useFormat()
  const dataDir = useDataDir()
  const words = usePeriodWords()
  const id = Number(useParams().id)
  const query = useQuery({ ...subscriptionQuery(id), enabled: id > 0, retry: false })
  const m = query.data
  usePageTitle(m?.type.title ?? t('common:titles.subscription-id'))
  if (!(id > 0) || (query.error instanceof ApiError && query.error.status === 404))
    return <ErrorScreen status={404} />
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {query.isPending && (
        <Skeleton variant="rounded" height={220} role="status" aria-label={t('loading')} />
      )}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {m && (
        <Stack spacing={2.5}>
          <Box>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography dir={dataDir} component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
                {m.type.title}
              </Typography>
              <SubscriptionStatusChip status={m.status} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('list.perPeriod', {
                amount: money(m.amount),
                per: words.per(m.type.period_months),
              })}
              {separator}
              {t('list.since', { month: m.start_label })}
              {separator}
              {t('detail.dueDay', { day: number(m.due_day) })}
            </Typography>
          </Box>
          {/* Before its first payment nothing has started: no figures, no months yet. */}
          {m.status !== 'pending' && <Figures standing={m} />}
          <PayPanel m={m} />
          {m.status !== 'pending' && (
            <Section title={t('ledger.title')}>
              <Ledger entries={m.ledger} label={t('ledger.title')} />
            </Section>
          )}
          <Manage m={m} />
          <Section title={t('charges.title')}>
            <Charges charges={m.charges} months={m.type.period_months} />
          </Section>
          <div>
            <Button component={Link} to={paths.subscription.list}>
              {t('detail.back')}
            </Button>
          </div>
        </Stack>
      )}
      <ConfirmDialogHost />
    </Container>
  )
}
