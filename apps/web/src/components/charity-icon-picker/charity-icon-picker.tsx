import { CHARITY_ICONS, charityIcon } from '@kheyr/contracts/charity-icons'
import { Box, FormHelperText, Typography } from '@mui/material'
import { useId } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateValidation } from '#lib/api-client.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { CharityIcon } from '../charity-icon.tsx'

/**
 * The icon of a kind of giving, picked from pictures with Persian names (never typed as a
 * Material icon name): a group of radio buttons, one tab stop, arrows move between them.
 */
export function CharityIconPicker<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<T>
  name: Path<T>
  disabled?: boolean
}) {
  const { t } = useTranslation('charity-icon-picker')
  const labelId = useId()
  const hintId = useId()
  const group = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = charityIcon(field.value as string | null)
        return (
          <Box
            role="radiogroup"
            aria-labelledby={labelId}
            aria-describedby={hintId}
            component="fieldset"
            sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          >
            <Typography id={labelId} component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('label')}: {t(`names.${chosen}`)}
            </Typography>
            <FormHelperText id={hintId} sx={{ mt: 0, mb: 1 }}>
              {t('hint')}
            </FormHelperText>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
                gap: 1,
              }}
            >
              {CHARITY_ICONS.map((icon) => {
                const selected = icon === chosen
                return (
                  <Box
                    key={icon}
                    component="label"
                    sx={{
                      position: 'relative',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 0.5,
                      p: 1,
                      borderRadius: 2,
                      border: 2,
                      borderColor: selected ? 'primary.dark' : 'divider',
                      bgcolor: selected ? 'rgba(0,169,157,0.10)' : 'transparent',
                      cursor: disabled ? 'default' : 'pointer',
                      opacity: disabled && !selected ? 0.5 : 1,
                      textAlign: 'center',
                      fontSize: 13,
                      lineHeight: 1.5,
                      '&:hover': disabled ? {} : { borderColor: 'primary.main' },
                      // The radio itself is hidden: its focus ring goes on the tile.
                      '&:has(input:focus-visible)': {
                        outline: '2px solid',
                        outlineColor: 'primary.dark',
                        outlineOffset: 2,
                      },
                    }}
                  >
                    <Box
                      component="input"
                      type="radio"
                      name={group}
                      value={icon}
                      checked={selected}
                      disabled={disabled}
                      onChange={() => field.onChange(icon)}
                      onBlur={field.onBlur}
                      sx={visuallyHidden}
                    />
                    <CharityIcon name={icon} size={28} />
                    <span>{t(`names.${icon}`)}</span>
                  </Box>
                )
              })}
            </Box>
            {fieldState.error && (
              <FormHelperText error>{translateValidation(fieldState.error.message)}</FormHelperText>
            )}
          </Box>
        )
      }}
    />
  )
}
