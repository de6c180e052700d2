import {
  MEDIA_KINDS,
  MEDIA_SORTS,
  type Media,
  type MediaKind,
  type MediaSort,
} from '@kheyr/contracts/media'
import GridViewOutlined from '@mui/icons-material/GridViewOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Pagination,
  PaginationItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../lib/format.ts'
import { useMediaList, useRefreshMediaLists } from './api/media.ts'
import { MediaItems, type MediaView } from './media-items.tsx'
import { UploadDropZone } from './upload-drop-zone.tsx'
import { UploadList } from './upload-list.tsx'
import { useUploadQueue } from './use-upload-queue.ts'

/** Spec order of the library's filters: documents, audios, images, videos. */
const FILTER_KINDS: MediaKind[] = ['document', 'audio', 'image', 'video']
const VIEW_KEY = 'media-view'

function storedView(): MediaView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'
  } catch {
    return 'grid'
  }
}

export type MediaBrowserProps = {
  mode: 'manage' | 'pick'
  /** Kinds that may be chosen (all by default). */
  accept?: readonly MediaKind[]
  canUpload?: boolean
  selectedId?: number | null
  onActivate: (media: Media) => void
  onConfirm?: (media: Media) => void
  onUploaded?: (media: Media) => void
  perPage?: number
}

/**
 * The media library's browser: upload by drop or button (each file with its own progress),
 * filter by kind, sort by date or type either way, search, grid or list, pages. The library page
 * and the picker dialog are both this component.
 */
export function MediaBrowser({
  mode,
  accept = MEDIA_KINDS,
  canUpload = true,
  selectedId,
  onActivate,
  onConfirm,
  onUploaded,
  perPage = 24,
}: MediaBrowserProps) {
  const { t } = useTranslation('media-picker')
  const { number, digits } = useFormat()
  const refreshLists = useRefreshMediaLists()
  const searchId = useId()
  const only = accept.length === 1 ? accept[0]! : null
  const [kind, setKind] = useState<MediaKind | null>(only)
  const [sort, setSort] = useState<MediaSort>('-created_at')
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [view, setView] = useState<MediaView>(storedView)

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed)
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [typed])

  const list = useMediaList({ kind, sort, search, page, perPage })
  const uploads = useUploadQueue((media) => {
    void refreshLists()
    onUploaded?.(media)
  })

  const changeView = (next: MediaView | null) => {
    if (!next) return
    setView(next)
    try {
      localStorage.setItem(VIEW_KEY, next)
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }

  const tabs = only ? [] : FILTER_KINDS.filter((k) => accept.includes(k))
  const meta = list.data?.meta
  const items = list.data?.data ?? []
  const filtered = Boolean(search.trim() || (kind && !only))

  return (
    <Stack spacing={2}>
      {canUpload && (
        <>
          <UploadDropZone kinds={accept} onFiles={uploads.add} compact={mode === 'pick'} />
          <UploadList
            items={uploads.items}
            onCancel={uploads.cancel}
            onDismiss={uploads.dismiss}
            onClear={uploads.clearFinished}
          />
        </>
      )}

      {tabs.length > 0 && (
        <Tabs
          value={kind ?? 'all'}
          onChange={(_, value: MediaKind | 'all') => {
            setKind(value === 'all' ? null : value)
            setPage(1)
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('filterLabel')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2.5 } },
          }}
        >
          <Tab value="all" label={t('kinds.all')} />
          {tabs.map((k) => (
            <Tab key={k} value={k} label={t(`kinds.${k}`)} />
          ))}
        </Tabs>
      )}

      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          id={searchId}
          size="small"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={t('search')}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('sort.label')}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as MediaSort)
            setPage(1)
          }}
          sx={{ flex: '0 1 200px', minWidth: 170 }}
        >
          {MEDIA_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: MediaView | null) => changeView(next)}
          aria-label={t('view.label')}
        >
          <ToggleButton value="grid" aria-label={t('view.grid')}>
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('view.list')}>
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {list.isPending && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
          }}
          aria-busy
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 4', height: 'auto' }} />
          ))}
        </Box>
      )}

      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {list.error.message || t('loadFailed')}
        </Alert>
      )}

      {list.isSuccess && items.length === 0 && (
        <Stack
          sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}
          spacing={1}
          role="status"
        >
          <InboxOutlined sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{filtered ? t('emptyFiltered') : t('empty')}</Typography>
        </Stack>
      )}

      {items.length > 0 && (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MediaItems
            items={items}
            view={view}
            mode={mode}
            selectedId={selectedId}
            accepts={(m) => accept.includes(m.kind)}
            onActivate={onActivate}
            onConfirm={onConfirm}
          />
        </Box>
      )}

      {meta && items.length > 0 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {t('results', { n: number(meta.total) })}
          </Typography>
          {meta.last_page > 1 && (
            <Pagination
              count={meta.last_page}
              page={page}
              onChange={(_, next) => setPage(next)}
              color="primary"
              size="small"
              aria-label={t('pagination')}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page'
                  ? t(selected ? 'page.current' : 'page.go', { page: digits(p ?? 0) })
                  : type === 'next'
                    ? t('page.next')
                    : t('page.previous')
              }
              renderItem={(item) => (
                <PaginationItem {...item} page={item.page === null ? null : digits(item.page)} />
              )}
            />
          )}
        </Stack>
      )}
    </Stack>
  )
}
