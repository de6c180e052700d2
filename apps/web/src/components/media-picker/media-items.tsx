import type { Media } from '@kheyr/contracts/media'
import CheckCircle from '@mui/icons-material/CheckCircle'
import {
  Box,
  ButtonBase,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { MediaThumb } from './media-thumb.tsx'
import { useFileSize } from './use-file-size.ts'
import { Ltr } from '../ltr.tsx'

export type MediaView = 'grid' | 'list'

type Props = {
  items: Media[]
  view: MediaView
  /** `pick`: a click selects (the picker); `manage`: a click opens the item (the library page). */
  mode: 'manage' | 'pick'
  selectedId?: number | null
  /** False greys an item out (a kind the picker does not take). */
  accepts?: (media: Media) => boolean
  onActivate: (media: Media) => void
  /** A double click (picker: choose at once). */
  onConfirm?: (media: Media) => void
}

type ItemProps = {
  media: Media
  mode: Props['mode']
  selected: boolean
  enabled: boolean
  onActivate: (media: Media) => void
  onConfirm?: (media: Media) => void
}

function useItemText() {
  const { t } = useTranslation('media-picker')
  const size = useFileSize()
  return {
    label: (m: Media, mode: Props['mode']) =>
      t(mode === 'pick' ? 'select' : 'open', { name: m.name }),
    details: (m: Media) => `${t(`kind.${m.kind}`)} · ${size(m.size)}`,
  }
}

/** One file as a card: its picture, name and kind; a check when it is the one chosen. */
function MediaCard({ media: m, mode, selected, enabled, onActivate, onConfirm }: ItemProps) {
  const { t } = useTranslation('media-picker')
  const { label, details } = useItemText()
  return (
    <Box component="li" data-testid="media-item" data-kind={m.kind}>
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          position: 'relative',
          borderColor: selected ? 'primary.main' : undefined,
          outline: selected ? '2px solid' : 'none',
          outlineColor: 'primary.main',
          opacity: enabled ? 1 : 0.45,
        }}
      >
        <ButtonBase
          onClick={() => onActivate(m)}
          onDoubleClick={() => onConfirm?.(m)}
          disabled={!enabled}
          aria-label={label(m, mode)}
          aria-pressed={mode === 'pick' ? selected : undefined}
          title={enabled ? m.name : t('notAccepted')}
          sx={{ display: 'block', width: '100%', textAlign: 'start' }}
        >
          <MediaThumb
            media={m}
            sizes="(max-width: 600px) 50vw, 200px"
            sx={{ aspectRatio: '4 / 3', width: '100%' }}
          />
          <Box sx={{ px: 1, py: 0.75 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              <bdi>{m.name}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {details(m)}
            </Typography>
          </Box>
        </ButtonBase>
        {selected && (
          <CheckCircle
            color="primary"
            sx={{
              position: 'absolute',
              top: 6,
              insetInlineEnd: 6,
              bgcolor: 'white',
              borderRadius: '50%',
            }}
            aria-hidden
          />
        )}
      </Paper>
    </Box>
  )
}

// Phones keep the picture, the name and the size; wider screens get the rest.
const wide = { display: { xs: 'none', md: 'table-cell' } }
const narrow = { display: { xs: 'none', sm: 'table-cell' } }

/** One file as a table row. */
function MediaRow({ media: m, mode, selected, enabled, onActivate, onConfirm }: ItemProps) {
  const { t } = useTranslation('media-picker')
  const { digits, date } = useFormat()
  const size = useFileSize()
  const { label } = useItemText()
  return (
    <TableRow
      hover={enabled}
      selected={selected}
      data-testid="media-item"
      data-kind={m.kind}
      onClick={() => enabled && onActivate(m)}
      onDoubleClick={() => enabled && onConfirm?.(m)}
      sx={{ cursor: enabled ? 'pointer' : 'default', opacity: enabled ? 1 : 0.45 }}
    >
      <TableCell sx={{ py: 0.5, px: { xs: 1, sm: 2 } }}>
        <MediaThumb media={m} sizes="48px" sx={{ width: 48, height: 48, borderRadius: 1 }} />
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <ButtonBase
          onClick={(event) => {
            event.stopPropagation()
            onActivate(m)
          }}
          disabled={!enabled}
          aria-label={label(m, mode)}
          aria-pressed={mode === 'pick' ? selected : undefined}
          sx={{ font: 'inherit', textAlign: 'start', display: 'block', maxWidth: '100%' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <bdi>{m.name}</bdi>
          </Typography>
        </ButtonBase>
      </TableCell>
      <TableCell sx={narrow}>{t(`kind.${m.kind}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{size(m.size)}</TableCell>
      <TableCell sx={wide}>
        {m.width && m.height ? (
          <Ltr>{t('dimensions', { width: digits(m.width), height: digits(m.height) })}</Ltr>
        ) : (
          '-'
        )}
      </TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{date(m.created_at, 'datetime')}</TableCell>
      <TableCell sx={wide}>{m.uploaded_by?.name ?? '-'}</TableCell>
    </TableRow>
  )
}

/** The library's files as cards (grid) or rows (list). */
export function MediaItems({
  items,
  view,
  mode,
  selectedId,
  accepts = () => true,
  onActivate,
  onConfirm,
}: Props) {
  const { t } = useTranslation('media-picker')
  const itemProps = (m: Media): ItemProps & { key: number } => ({
    key: m.id,
    media: m,
    mode,
    selected: m.id === selectedId,
    enabled: accepts(m),
    onActivate,
    onConfirm,
  })

  if (view === 'grid') {
    return (
      <Box
        component="ul"
        data-testid="media-grid"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
        }}
      >
        {items.map((m) => {
          const { key, ...props } = itemProps(m)
          return <MediaCard key={key} {...props} />
        })}
      </Box>
    )
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="media-list">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64, px: { xs: 1, sm: 2 } }} />
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell sx={narrow}>{t('columns.kind')}</TableCell>
            <TableCell>{t('columns.size')}</TableCell>
            <TableCell sx={wide}>{t('columns.dimensions')}</TableCell>
            <TableCell sx={wide}>{t('columns.createdAt')}</TableCell>
            <TableCell sx={wide}>{t('columns.uploadedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((m) => {
            const { key, ...props } = itemProps(m)
            return <MediaRow key={key} {...props} />
          })}
        </TableBody>
      </Table>
    </Paper>
  )
}
