import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId, type FormEventHandler, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldsPlaceholder, useFieldsShown } from '../fields-after-frame.tsx'
import { ErrorSummaryHost } from './error-summary.tsx'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  onSubmit: FormEventHandler
  submitting?: boolean
  submitLabel?: string
  children: ReactNode
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg'
}

/**
 * A create/edit form in a dialog; full screen on phones. Required fields left empty are summed
 * up at its top (`ErrorSummary`).
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  children,
  maxWidth = 'sm',
}: Props) {
  const { t } = useTranslation()
  const id = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const fieldsShown = useFieldsShown(open)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate style={{ paddingTop: 8 }}>
          {fieldsShown ? (
            <ErrorSummaryHost sx={{ mb: 2 }}>{children}</ErrorSummaryHost>
          ) : (
            <FieldsPlaceholder count={3} height={56} />
          )}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          disabled={submitting || !fieldsShown}
        >
          {submitLabel ?? t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
