import type { CrownTypeOption } from '@kheyr/contracts/crowns'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import {
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { useFormat } from '#lib/format.ts'
import { useDataDir } from '#lib/data-dir.ts'

type Props = {
  types: CrownTypeOption[]
  value: number | null
  onChange: (id: number) => void
  onBlur?: () => void
  error?: string | null
}

/**
 * Crown types as cards (image, title, price) that are radio buttons underneath (`crown_type_id`,
 * posted by the page's plain form): arrows move between them, a screen reader hears each as one
 * choice of the group.
 */
export function CrownTypePicker({ types, value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation('crowns')
  const { money } = useFormat()
  const dataDir = useDataDir()
  const labelId = useId()
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontWeight: 700 }}>
        {t('form.type')}
      </FormLabel>
      <RadioGroup
        name="crown_type_id"
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(_, v) => onChange(Number(v))}
        onBlur={onBlur}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
        }}
      >
        {types.map((type) => {
          return (
            <Box
              key={type.id}
              component="label"
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                borderRadius: 2,
                border: 2,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                // Drawn from the radio itself: chosen before the page's script, it shows too.
                '&:has(input:checked)': {
                  borderColor: 'primary.dark',
                  bgcolor: 'rgba(0, 122, 113, 0.06)',
                },
                overflow: 'hidden',
                cursor: 'pointer',
                '&:focus-within': {
                  outline: '3px solid',
                  outlineColor: 'primary.dark',
                  outlineOffset: 2,
                },
              }}
            >
              <Box
                sx={{
                  aspectRatio: '4 / 3',
                  bgcolor: 'grey.100',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {type.image ? (
                  <ResponsiveImage
                    src={type.image.url}
                    variants={type.image.variants}
                    sizes="(min-width: 600px) 200px, 45vw"
                    alt=""
                    style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <LocalFloristOutlined aria-hidden sx={{ fontSize: 48, color: 'primary.dark' }} />
                )}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1 }}>
                <Radio
                  value={String(type.id)}
                  size="small"
                  sx={{ p: 0.5, '&.Mui-checked': { color: 'primary.dark' } }}
                  slotProps={{ input: { 'aria-describedby': `${labelId}-${type.id}` } }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography dir={dataDir} sx={{ fontWeight: 700, lineHeight: 1.6 }}>
                    {type.title}
                  </Typography>
                  <Typography
                    id={`${labelId}-${type.id}`}
                    variant="body2"
                    sx={{ color: 'primary.dark', fontWeight: 700 }}
                  >
                    {money(type.price)}
                  </Typography>
                </Box>
              </Box>
            </Box>
          )
        })}
      </RadioGroup>
      {types.length === 0 && <Typography color="text.secondary">{t('form.noTypes')}</Typography>}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
