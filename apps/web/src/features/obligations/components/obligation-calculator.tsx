import { parseAmount } from '@kheyr/contracts/money'
import type { PublicObligation } from '@kheyr/contracts/obligations'
import type { Props } from '@kheyr/contracts/props'
import { numberToPersianWords } from '@kheyr/contracts/words'
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link as MuiLink,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { ApiError, translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useHydrated } from '#lib/hydrated.ts'
import { changedBeforeTakeOver } from '#lib/adopt-choice.ts'
import { forgetPostedForm, usePageFormToken, usePostedForm } from '#lib/page-form.ts'
import { toast } from '#lib/toasts.ts'
import { useUser } from '#lib/session/user.ts'
import { usePayObligation } from '../api/obligations.ts'

type Rates = NonNullable<PublicObligation['rates']>
type Errors = Record<string, string | undefined>

/** A count typed in any digits: a whole number from 1, or null. */
const countOf = (typed: string) => {
  const n = parseAmount(typed)
  return n !== null && n > 0 ? n : null
}

/**
 * The obligation's calculator and payment, one plain HTML form (docs/decisions/033): named
 * fields, radio buttons for the staple and the gateway, and a real submit button. Before the
 * page's script runs, or without it, it posts to the page, which pays as the script does (or
 * sends the page back with the messages), and a second button works the sum out on the server
 * (GET, the page again with the sum). Once the script runs it pays through the JSON API; the
 * server computes the amount from the stored rate either way.
 */
export function ObligationCalculator({
  obligation,
  rates,
  props,
}: {
  obligation: PublicObligation
  rates: Rates
  props: Props
}) {
  const { t } = useTranslation('obligations')
  const { money, digits, date } = useFormat()
  const user = useUser()
  const hydrated = useHydrated()
  const id = useId()
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const token = usePageFormToken()
  // What the plain form posted, when the server sent the page back with messages; else what the
  // calculation without script (GET) carried.
  const posted = usePostedForm()
  const given = (name: string) => posted?.values[name] ?? search.get(name) ?? ''
  const unit = obligation.unit
  const staples = rates.rates
  const [count, setCount] = useState(given('count'))
  const [staple, setStaple] = useState(
    staples.find((r) => r.staple === given('staple'))?.staple ?? staples[0]!.staple,
  )
  const [gift, setGift] = useState(given('gift'))
  const [mobile, setMobile] = useState(given('mobile'))
  const [gateway, setGateway] = useState<string | null>(
    posted?.values.gateway ?? props.defaultGateway ?? props.PaymentMethods[0]?.name ?? null,
  )
  const [errors, setErrors] = useState<Errors>(() => ({
    ...posted?.errors,
    ...(posted?.message ? { obligation: posted.message } : {}),
  }))
  const form = useRef<HTMLFormElement>(null)
  // Taken over: what was typed or chosen before the script ran is the calculator's.
  useLayoutEffect(() => {
    const changed = form.current ? changedBeforeTakeOver(form.current) : new Map()
    const typed = (name: string) => {
      const value: unknown = changed.get(name)
      return typeof value === 'string' ? value : null
    }
    if (typed('count') !== null) setCount(typed('count')!)
    if (typed('gift') !== null) setGift(typed('gift')!)
    if (typed('mobile') !== null) setMobile(typed('mobile')!)
    if (typed('staple') !== null) setStaple(typed('staple')!)
    forgetPostedForm()
  }, [])
  const [leaving, setLeaving] = useState(false)
  const pay = usePayObligation(obligation.slug)

  const rate = staples.find((r) => r.staple === staple)!.amount
  const people = countOf(count)
  const sum = people === null ? null : people * rate
  const extra = parseAmount(gift) ?? 0
  const total = sum === null ? null : sum + extra

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!gateway) return
    setErrors({})
    try {
      const made = await pay.mutateAsync({
        count,
        staple,
        gift,
        ...(user ? {} : { mobile }),
      })
      setLeaving(true)
      await payBill(made.bill.id, gateway, made.bill.token)
    } catch (error) {
      setLeaving(false)
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        const next: Errors = {}
        for (const [field, list] of Object.entries(error.errors))
          next[field] = translateValidation(list[0])
        setErrors(next)
        if (next.obligation) toast.error(next.obligation)
      } else toast.error(error instanceof Error ? error.message : String(error))
    }
  }

  const errorOf = (field: string) => errors[field]
  return (
    <Box
      component="form"
      ref={form}
      method="post"
      action={pathname}
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <input type="hidden" name="_token" defaultValue={token} />
      <Stack spacing={2.5}>
        <TextField
          name="count"
          label={t(`count.${unit}`)}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={Boolean(errorOf('count'))}
          helperText={errorOf('count') ?? t(`countHint.${unit}`)}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } }}
        />
        {staples.length > 1 ? (
          <FormControl component="fieldset" error={Boolean(errorOf('staple'))}>
            <FormLabel component="legend" id={`${id}-staple`}>
              {t('staple')}
            </FormLabel>
            <RadioGroup
              name="staple"
              row
              value={staple}
              onChange={(_, v) => setStaple(v)}
              aria-labelledby={`${id}-staple`}
            >
              {staples.map((r) => (
                <FormControlLabel
                  key={r.staple}
                  value={r.staple}
                  control={<Radio />}
                  label={`${r.staple} (${money(r.amount)})`}
                />
              ))}
            </RadioGroup>
            {errorOf('staple') && <FormHelperText>{errorOf('staple')}</FormHelperText>}
          </FormControl>
        ) : (
          <input type="hidden" name="staple" value={staple} />
        )}
        <Typography color="text.secondary">
          {t(`rateLine.${unit}`, { staple, amount: money(rate) })}
        </Typography>
        <Box
          role="status"
          aria-live="polite"
          sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
        >
          <Typography color="text.secondary">{t('sumLabel')}</Typography>
          {sum === null ? (
            <Typography>{t('sumEmpty')}</Typography>
          ) : (
            <>
              <Typography sx={{ fontSize: 26, fontWeight: 800 }}>{money(sum)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('sumFormula', {
                  count: `${digits(people!)} ${t(`units.${unit}`)}`,
                  rate: money(rate),
                })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'primary.dark' }}>
                {t('inWords', { words: numberToPersianWords(sum), digits: digits(sum) })}
              </Typography>
            </>
          )}
        </Box>
        <TextField
          name="gift"
          label={t('gift')}
          value={gift}
          onChange={(e) => setGift(e.target.value)}
          error={Boolean(errorOf('gift'))}
          helperText={errorOf('gift') ?? t('giftHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } }}
        />
        {extra > 0 && total !== null && (
          <Typography sx={{ fontWeight: 700 }}>{t('total', { amount: money(total) })}</Typography>
        )}
        {!user && (
          <TextField
            name="mobile"
            label={t('mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={Boolean(errorOf('mobile'))}
            helperText={errorOf('mobile') ?? t('mobileHint')}
            autoComplete="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('source', { year: digits(rates.year), office: rates.source_office })}
          {rates.source_url && (
            <>
              {' '}
              <MuiLink href={rates.source_url} target="_blank" rel="noopener noreferrer">
                {t('sourceLink')}
              </MuiLink>
            </>
          )}
        </Typography>
        {rates.offered_from && rates.offered_to && (
          <Typography variant="body2" color="text.secondary">
            {t('offered', { from: date(rates.offered_from), to: date(rates.offered_to) })}
          </Typography>
        )}
        <GatewayPicker methods={props.PaymentMethods} value={gateway} onChange={setGateway} />
        {errorOf('obligation') && <Alert severity="error">{errorOf('obligation')}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={pay.isPending || leaving}>
          {leaving
            ? t('goingToBank')
            : total !== null
              ? t('payAmount', { amount: money(total) })
              : t('pay')}
        </Button>
        {/* Before the script (or without it) the sum is not live: this works it out on the
            server (the page again, with the sum), without paying. */}
        {!hydrated && (
          <Button type="submit" variant="outlined" formMethod="get" formNoValidate>
            {t('calculate')}
          </Button>
        )}
      </Stack>
    </Box>
  )
}
