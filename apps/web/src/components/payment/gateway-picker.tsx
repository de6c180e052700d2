import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material'
import type { Props } from '@kheyr/contracts/props'
import { useTranslation } from 'react-i18next'
import { useAdoptChoice } from '#lib/adopt-choice.ts'
import { useOnline } from '#lib/connection.ts'
import { TrustSeal } from '../trust-seal.tsx'

type Props_ = {
  methods: Props['PaymentMethods']
  value: string | null
  onChange: (gateway: string) => void
  /** Gateways to leave out (e.g. the one that just failed). */
  exclude?: string[]
}

/**
 * The payment gateways staff enabled, in their order; the choice a payer makes before paying.
 * Without internet it says that paying needs a connection (every payment form shows it).
 */
export function GatewayPicker({ methods, value, onChange, exclude = [] }: Props_) {
  const { t } = useTranslation('payment')
  const online = useOnline()
  const options = methods.filter((m) => !exclude.includes(m.name))
  if (!options.length) return <Alert severity="warning">{t('noGateway')}</Alert>
  return (
    <>
      {!online && (
        <Alert severity="warning" role="status">
          {t('common:offline.needsInternet')}
        </Alert>
      )}
      <GatewayChoice options={options} value={value} onChange={onChange} />
      {/* Beside every checkout's pay button: who the money goes to, and their licence. */}
      <TrustSeal variant="checkout" />
    </>
  )
}

function GatewayChoice({
  options,
  value,
  onChange,
}: {
  options: Props['PaymentMethods']
  value: string | null
  onChange: (gateway: string) => void
}) {
  const { t } = useTranslation('payment')
  // A gateway chosen before the page's script ran is the choice once it runs.
  const group = useAdoptChoice<HTMLFieldSetElement>(onChange)
  return (
    <FormControl component="fieldset" ref={group}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('chooseGateway')}
      </FormLabel>
      {/* `gateway`: what a page's plain form posts (docs/decisions/033). */}
      <RadioGroup name="gateway" value={value ?? ''} onChange={(_, v) => onChange(v)}>
        {options.map((m) => (
          <FormControlLabel
            key={m.name}
            value={m.name}
            control={<Radio />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CreditCardOutlined fontSize="small" color="action" aria-hidden />
                <Typography component="span">
                  {t(`gateways.${m.name}`, { defaultValue: m.title })}
                </Typography>
                {m.name === 'sandbox' && (
                  <Typography component="span" variant="caption" color="warning.dark">
                    {t('sandboxHint')}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}
