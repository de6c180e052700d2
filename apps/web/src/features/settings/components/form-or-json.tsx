import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined'
import ListAltOutlined from '@mui/icons-material/ListAltOutlined'
import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import { useTranslation } from 'react-i18next'

export type EditMode = 'form' | 'json'

/**
 * Switches a JSON-valued section between its form fields and the plain-text JSON editor (an
 * advanced tool: the super-admin's only).
 */
export function FormOrJson({
  mode,
  onChange,
}: {
  mode: EditMode
  onChange: (mode: EditMode) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      onChange={(_, next: EditMode | null) => next && onChange(next)}
      aria-label={t('editMode')}
    >
      <ToggleButton value="form">
        <ListAltOutlined fontSize="small" sx={{ me: 0.75 }} aria-hidden />
        {t('modeForm')}
      </ToggleButton>
      <ToggleButton value="json">
        <DataObjectOutlined fontSize="small" sx={{ me: 0.75 }} aria-hidden />
        {t('modeJson')}
      </ToggleButton>
    </ToggleButtonGroup>
  )
}
