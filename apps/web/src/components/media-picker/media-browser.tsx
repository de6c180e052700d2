import type { ListMeta } from '@kheyr/contracts/http'
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
import { useFormat } from '#lib/format.ts'
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

/** What the browser shows: kind, sort, search (applied after a pause), page and view. */
function useBrowserState(only: MediaKind | null) {
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
  return {
    kind,
    sort,
    typed,
    search,
    page,
    view,
    setTyped,
    setPage,
    setKind: (next: MediaKind | null) => {
      setKind(next)
      setPage(1)
    },
    setSort: (next: MediaSort) => {
      setSort(next)
      setPage(1)
    },
    setView: (next: MediaView | null) => {
      if (!next) return
      setView(next)
      try {
        localStorage.setItem(VIEW_KEY, next)
      } catch {
        // Private mode: the choice lasts for this visit.
      }
    },
  }
}

type BrowserState = ReturnType<typeof useBrowserState>

function KindTabs({ state, kinds }: { state: BrowserState; kinds: MediaKind[] }) {
  const { t } = useTranslation('media-picker')
  return (
    <Tabs
      value={state.kind ?? 'all'}
      onChange={(_, value: MediaKind | 'all') => state.setKind(value === 'all' ? null : value)}
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
      {kinds.map((k) => (
        <Tab key={k} value={k} label={t(`kinds.${k}`)} />
      ))}
    </Tabs>
  )
}

/** Search, sort and the grid/list switch. */
function BrowserToolbar({ state }: { state: BrowserState }) {
  const { t } = useTranslation('media-picker')
  const searchId = useId()
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        id={searchId}
        size="small"
        type="search"
        value={state.typed}
        onChange={(event) => state.setTyped(event.target.value)}
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
        value={state.sort}
        onChange={(event) => state.setSort(event.target.value as MediaSort)}
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
        value={state.view}
        onChange={(_, next: MediaView | null) => state.setView(next)}
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
  )
}

/** While the list loads, when it failed, and when it is empty. */
function ListStatus({
  list,
  filtered,
}: {
  list: ReturnType<typeof useMediaList>
  filtered: boolean
}) {
  const { t } = useTranslation('media-picker')
  if (list.isPending)
    return (
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
    )
  if (list.isError)
    return (
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
    )
  if (list.data.data.length) return null
  return (
    <Stack sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }} spacing={1} role="status">
      <InboxOutlined sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{filtered ? t('emptyFiltered') : t('empty')}</Typography>
    </Stack>
  )
}

/** How many files match, and the pages. */
function BrowserFooter({ meta, state }: { meta: ListMeta; state: BrowserState }) {
  const { t } = useTranslation('media-picker')
  const { number, digits } = useFormat()
  return (
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
          page={state.page}
          onChange={(_, next) => state.setPage(next)}
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
  )
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
  const refreshLists = useRefreshMediaLists()
  const only = accept.length === 1 ? accept[0]! : null
  const state = useBrowserState(only)
  const { kind, sort, search, page } = state
  const list = useMediaList({ kind, sort, search, page, perPage })
  const uploads = useUploadQueue((media) => {
    void refreshLists()
    onUploaded?.(media)
  })
  const tabs = only ? [] : FILTER_KINDS.filter((k) => accept.includes(k))
  const meta = list.data?.meta
  const items = list.data?.data ?? []

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
      {tabs.length > 0 && <KindTabs state={state} kinds={tabs} />}
      <BrowserToolbar state={state} />
      <ListStatus list={list} filtered={Boolean(search.trim() || (kind && !only))} />
      {items.length > 0 && (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MediaItems
            items={items}
            view={state.view}
            mode={mode}
            selectedId={selectedId}
            accepts={(m) => accept.includes(m.kind)}
            onActivate={onActivate}
            onConfirm={onConfirm}
          />
        </Box>
      )}
      {meta && items.length > 0 && <BrowserFooter meta={meta} state={state} />}
    </Stack>
  )
}
