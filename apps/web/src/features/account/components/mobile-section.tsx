import { changeMobileInput } from '@kheyr/contracts/auth'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useUser } from '#lib/session/user.ts'
import { useChangeMobile, useSendMobileCode } from '../api/account.ts'
import { Section } from './section.tsx'
import { Ltr } from '#components/ltr.tsx'

/** Sending a code to the new mobile, then changing to it with the code. */
function useChangeMobileForm(onClose: () => void) {
  const { t } = useTranslation('account')
  const sendCode = useSendMobileCode()
  const change = useChangeMobile()
  const [codeSent, setCodeSent] = useState(false)
  const { form, applyErrors, validateLive, handleSubmit } = useApiForm(changeMobileInput, {
    defaultValues: { mobile: '', code: '' },
    live: { method: 'POST', path: '/user/mobile/send' },
  })
  const close = () => {
    onClose()
    setCodeSent(false)
    form.reset({ mobile: '', code: '' })
  }
  const send = async () => {
    if (!(await form.trigger('mobile'))) return
    try {
      await sendCode.mutateAsync(form.getValues('mobile'))
      setCodeSent(true)
      toast.success(t('mobile.codeSent'))
    } catch (error) {
      applyErrors(error)
    }
  }
  const submit = handleSubmit(async (values) => {
    await change.mutateAsync(values)
    toast.success(t('mobile.changed'))
    close()
  })
  return { form, validateLive, codeSent, close, send, submit }
}

/** A new mobile: a code goes to it first, then the code changes it. */
function ChangeMobileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account')
  const { form, validateLive, codeSent, close, send, submit } = useChangeMobileForm(onClose)
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="mobile-dialog-title"
    >
      <DialogTitle id="mobile-dialog-title">{t('mobile.change')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="mobile-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={submit}
          noValidate
        >
          <FormTextField
            control={form.control}
            name="mobile"
            label={t('mobile.new')}
            ltr
            autoFocus
            disabled={codeSent}
            onBlurField={validateLive}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          {codeSent && (
            <FormTextField
              control={form.control}
              name="code"
              label={t('mobile.code')}
              ltr
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        {codeSent ? (
          <Button
            type="submit"
            form="mobile-form"
            variant="contained"
            disabled={form.formState.isSubmitting}
          >
            {t('common:actions.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void send()}>
            {t('mobile.sendCode')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}

export function MobileSection() {
  const { t } = useTranslation('account')
  const { digits } = useFormat()
  const user = useUser()!
  const [open, setOpen] = useState(false)
  return (
    <Section id="mobile" title={t('mobile.title')} hint={t('mobile.hint')}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography>
          <Ltr sx={{ fontWeight: 700 }}>{digits(user.mobile)}</Ltr>
        </Typography>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('mobile.change')}
        </Button>
      </Stack>
      <ChangeMobileDialog open={open} onClose={() => setOpen(false)} />
    </Section>
  )
}
