import { twoFactorCodeInput } from '@kheyr/contracts/auth'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { Alert, Box, Button, Chip, Grid, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useUser } from '#lib/session/user.ts'
import type { TwoFactorSetup } from '@kheyr/contracts/auth'
import {
  pendingTwoFactorQuery,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
} from '../api/two-factor.ts'
import { Section } from './section.tsx'

/** The QR code is the server's own SVG of the otpauth URL; it holds no script. */
function QrCode({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('account')
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        role="img"
        aria-label={t('twoFactor.qrLabel')}
        sx={{ width: 200, height: 200, '& svg': { width: '100%', height: '100%' } }}
        dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('twoFactor.secret')}
      </Typography>
      <Box
        component="code"
        dir="ltr"
        sx={{
          fontSize: 14,
          bgcolor: 'action.hover',
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          wordBreak: 'break-all',
        }}
      >
        {setup.secret}
      </Box>
    </Stack>
  )
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account')
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('twoFactor.recoveryTitle')}</Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('twoFactor.recoveryHint')}
      </Typography>
      <Grid container spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} dir="ltr">
        {codes.map((code) => (
          <Grid key={code} size={{ xs: 6, sm: 3 }} component="li">
            <Box component="code" sx={{ fontSize: 15 }}>
              {code}
            </Box>
          </Grid>
        ))}
      </Grid>
      <Button
        size="small"
        startIcon={<ContentCopyOutlined />}
        sx={{ mt: 1.5 }}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(codes.join('\n'))
            .then(() => toast.success(t('twoFactor.copied')))
        }
      >
        {t('twoFactor.copy')}
      </Button>
    </Alert>
  )
}

/** Finish enabling: scan the code, then type the authenticator's code; shows recovery codes. */
function FinishSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('account')
  const pending = useQuery(pendingTwoFactorQuery)
  const confirmCode = useConfirmTwoFactor()
  const { form, handleSubmit } = useApiForm(twoFactorCodeInput, { defaultValues: { code: '' } })
  const finish = handleSubmit(async ({ code }) => {
    onCodes(await confirmCode.mutateAsync(code))
    form.reset({ code: '' })
    toast.success(t('twoFactor.enabledToast'))
  })
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('twoFactor.scan')}</Typography>
      {pending.data && <QrCode setup={pending.data} />}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onSubmit={finish}
        noValidate
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          control={form.control}
          name="code"
          label={t('twoFactor.code')}
          ltr
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          sx={{ mt: { sm: 1 } }}
        >
          {t('twoFactor.finish')}
        </Button>
      </Stack>
    </Stack>
  )
}

/** Enabled: new recovery codes, or turn it off (each asks first). */
function EnabledActions({ onCodes }: { onCodes: (codes: string[] | null) => void }) {
  const { t } = useTranslation('account')
  const confirm = useConfirm()
  const regenerateCodes = useRegenerateRecoveryCodes()
  const turnOff = useDisableTwoFactor()
  const regenerate = async () => {
    if (!(await confirm(t('twoFactor.regenerateConfirm')))) return
    try {
      onCodes(await regenerateCodes.mutateAsync())
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  const disable = async () => {
    const question = t('twoFactor.disableConfirm')
    if (!(await confirm(question, { color: 'error', confirmLabel: t('twoFactor.disable') }))) return
    try {
      await turnOff.mutateAsync()
      onCodes(null)
      toast.success(t('twoFactor.disabledToast'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="outlined" onClick={() => void regenerate()}>
        {t('twoFactor.regenerate')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => void disable()}>
        {t('twoFactor.disable')}
      </Button>
    </Stack>
  )
}

const STATE_COLOR = { enabled: 'success', pending: 'warning', disabled: 'default' } as const

/** Two-factor sign-in in its three states: not enabled, finish enabling, enabled. */
export function TwoFactorSection() {
  const { t } = useTranslation('account')
  const user = useUser()!
  const [codes, setCodes] = useState<string[] | null>(null)
  const start = useStartTwoFactor()
  const enable = () => start.mutate(undefined, { onError: (error) => toast.error(error.message) })
  const state = user.two_factor
  const label = {
    enabled: t('twoFactor.stateEnabled'),
    disabled: t('twoFactor.stateDisabled'),
    pending: t('twoFactor.statePending'),
  }[state]
  return (
    <Section id="two-factor" title={t('twoFactor.title')} hint={t('twoFactor.hint')}>
      <Box>
        <Chip label={label} color={STATE_COLOR[state]} />
      </Box>
      {codes && <RecoveryCodes codes={codes} />}
      {state === 'disabled' && (
        <Box>
          <Button variant="contained" onClick={enable}>
            {t('twoFactor.enable')}
          </Button>
        </Box>
      )}
      {state === 'pending' && <FinishSetup onCodes={setCodes} />}
      {state === 'enabled' && <EnabledActions onCodes={setCodes} />}
    </Section>
  )
}
