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
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { ApiError, translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useHydrated } from '#lib/hydrated.ts'
import { paths } from '#lib/paths.ts'
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
 * The obligation's calculator and payment, one plain HTML form: named fields, radio buttons for
 * the staple and a real submit button. Before the page's script runs it submits to the page
 * itself (GET), which the server renders with the sum worked out; once the script runs it pays
 * through the JSON API, and the server computes the amount again from the stored rate.
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
  const unit = obligation.unit
  const staples = rates.rates
  const [count, setCount] = useState(search.get('count') ?? '')
  const [staple, setStaple] = useState(
    staples.find((r) => r.staple === search.get('staple'))?.staple ?? staples[0]!.staple,
  )
  const [gift, setGift] = useState(search.get('gift') ?? '')
  const [mobile, setMobile] = useState('')
  const [gateway, setGateway] = useState<string | null>(
    props.defaultGateway ?? props.PaymentMethods[0]?.name ?? null,
  )
  const [errors, setErrors] = useState<Errors>({})
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
      method="get"
      action={paths.obligation.show(obligation.slug)}
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
    >
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
        {hydrated && (
          <GatewayPicker methods={props.PaymentMethods} value={gateway} onChange={setGateway} />
        )}
        {errorOf('obligation') && <Alert severity="error">{errorOf('obligation')}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={pay.isPending || leaving}>
          {!hydrated
            ? t('calculate')
            : leaving
              ? t('goingToBank')
              : total !== null
                ? t('payAmount', { amount: money(total) })
                : t('pay')}
        </Button>
      </Stack>
    </Box>
  )
}
