import type { Paginated } from '@kheyr/contracts/http'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined'
import {
  Box,
  Checkbox,
  IconButton,
  LinearProgress,
  Link,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  useDeferredValue,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import type { RowId } from '#lib/resource.ts'
import { Pager } from '../pager.tsx'
import { RecordCards } from '../record-cards.tsx'
import type { OverlayState } from './empty-overlay.tsx'
import { parseSort, sortParam } from './query.ts'
import { ColumnValue, type DataTableColumn } from './column.tsx'
import type { ListState } from './use-list-state.ts'

/** The sort order as one choice: each sortable column, ascending or descending. */
export function SortSelect<T>({
  columns,
  state,
}: {
  columns: DataTableColumn<T>[]
  state: ListState
}) {
  const { t } = useTranslation('data-table')
  const sortable = columns.filter((c) => c.sortable)
  if (!sortable.length) return null
  const parsed = parseSort(state.sort)
  const current = parsed ? sortParam(parsed.field, parsed.direction) : ''
  const known = sortable.some((c) => c.field === parsed?.field)
  return (
    <TextField
      select
      size="small"
      label={t('sort.label')}
      value={known ? current : ''}
      onChange={(event) => state.setSort(event.target.value || null)}
    >
      {!known && <MenuItem value="">{t('sort.default')}</MenuItem>}
      {sortable.flatMap((c) => [
        <MenuItem key={`${c.field}-asc`} value={sortParam(c.field, 'asc') ?? ''}>
          {t('sort.asc', { column: c.header })}
        </MenuItem>,
        <MenuItem key={`${c.field}-desc`} value={sortParam(c.field, 'desc') ?? ''}>
          {t('sort.desc', { column: c.header })}
        </MenuItem>,
      ])}
    </TextField>
  )
}

type MenuChild = ReactElement<{ showInMenu?: boolean; closeMenu?: () => void }>

/** A row's actions as they come: a fragment of buttons, or one element. */
function actionsOf(node: ReactNode): ReactNode[] {
  if (isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment)
    return Children.toArray(node.props.children)
  return Children.toArray(node)
}

/**
 * A card's buttons: the row's actions side by side, and those marked `showInMenu` behind one
 * "more" button, as the grid's actions cell shows them.
 */
function CardActions({ actions, name }: { actions: ReactNode; name: string }) {
  const { t } = useTranslation('data-table')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const all = actionsOf(actions)
  const inMenu = all.filter(
    (a): a is MenuChild =>
      isValidElement<{ showInMenu?: boolean }>(a) && a.props.showInMenu === true,
  )
  const inline = all.filter((a) => !inMenu.includes(a as MenuChild))
  const close = () => setAnchor(null)
  return (
    <>
      {inline}
      {inMenu.length > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={t('row.moreOf', { name })}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            aria-controls={anchor ? menuId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertOutlined fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
            {inMenu.map((item, i) => cloneElement(item, { key: i, closeMenu: close }))}
          </Menu>
        </>
      )}
    </>
  )
}

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

function CardsPlaceholder() {
  return (
    <Stack spacing={1.5} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={112} />
      ))}
    </Stack>
  )
}

function Empty({ overlay }: { overlay: OverlayState }) {
  const Icon = overlay.failed ? ErrorOutlineOutlined : InboxOutlined
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, py: 5, px: 2, textAlign: 'center' }}>
      <Icon
        aria-hidden
        sx={{ fontSize: 48, color: overlay.failed ? 'error.light' : 'text.disabled' }}
      />
      <Typography color="text.secondary">{overlay.text}</Typography>
    </Stack>
  )
}

/**
 * A phone's view of a list: each row a card (its first column as the title, the other shown
 * columns as lines, its actions at the foot), the page's rows checked with a tap, then pages.
 */
export function CardList<T extends { id: RowId }>({
  list,
  state,
  columns,
  visible,
  overlay,
  label,
  selectable,
  rowActions,
  onRowClick,
  busy,
  cardTitle,
}: {
  list: UseQueryResult<Paginated<T>>
  state: ListState
  columns: DataTableColumn<T>[]
  visible: Set<string>
  overlay: OverlayState
  label: string
  selectable: boolean
  rowActions?: (row: T) => ReactNode
  onRowClick?: (row: T) => void
  busy: boolean
  cardTitle?: (row: T) => ReactNode
}) {
  const { t } = useTranslation('data-table')
  const { number } = useFormat()
  // The cards render in the background (a transition React splits into short turns), not in the
  // task that brings the rows: a phone stays responsive while a page of cards is drawn.
  const data = useDeferredValue(list.data)
  const rows = data?.data ?? []
  const head = cardTitle ? undefined : (columns.find((c) => c.card === 'title') ?? columns[0])
  const asides = columns.filter((c) => c.card === 'aside' && visible.has(c.field))
  const shown = columns.filter(
    (c) => c !== head && c.card !== 'aside' && (visible.has(c.field) || c === columns[0]),
  )
  const plainText = (row: T) => {
    if (head?.text) return head.text(row)
    const title = cardTitle?.(row)
    const value = head && !head.render ? (row as Record<string, unknown>)[head.field] : title
    return typeof value === 'string' || typeof value === 'number' ? String(value) : String(row.id)
  }
  const picked = state.selection.ids
  const toggle = (id: RowId) => {
    const ids = new Set(picked)
    if (ids.has(id)) ids.delete(id)
    else ids.add(id)
    state.setSelection({ type: 'include', ids })
  }
  const allPicked = rows.length > 0 && rows.every((r) => picked.has(r.id))
  const pickPage = () => {
    const ids = new Set(picked)
    rows.forEach((r) => (allPicked ? ids.delete(r.id) : ids.add(r.id)))
    state.setSelection({ type: 'include', ids })
  }
  const meta = data?.meta
  const titleOf = (row: T) =>
    cardTitle ? cardTitle(row) : head ? <ColumnValue column={head} row={row} /> : String(row.id)

  return (
    <Box sx={{ px: 1.5, pb: 1.5 }}>
      <Box sx={{ height: 4, mb: 1 }}>
        {(list.isFetching || busy) && <LinearProgress aria-label={t('loading')} />}
      </Box>
      {selectable && rows.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Checkbox
            checked={allPicked}
            indeterminate={!allPicked && rows.some((r) => picked.has(r.id))}
            onChange={pickPage}
            slotProps={{ input: { 'aria-label': t('grid.selectAll') } }}
          />
          <Typography variant="body2">{t('grid.selectAll')}</Typography>
        </Stack>
      )}
      {list.isPending || (list.data && !data) ? (
        <CardsPlaceholder />
      ) : rows.length === 0 ? (
        <Empty overlay={overlay} />
      ) : (
        <RecordCards
          label={label}
          items={rows.map((row) => {
            const name = titleOf(row)
            const actions = rowActions?.(row)
            return {
              id: row.id,
              selected: picked.has(row.id),
              lead: selectable ? (
                <Checkbox
                  sx={{ m: -1 }}
                  checked={picked.has(row.id)}
                  onChange={() => toggle(row.id)}
                  slotProps={{ input: { 'aria-label': t('grid.selectRow') } }}
                />
              ) : undefined,
              title:
                onRowClick && !head?.linksRow ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onRowClick(row)}
                    sx={{ fontWeight: 700, textAlign: 'start', color: 'primary.dark' }}
                  >
                    {name}
                  </Link>
                ) : (
                  name
                ),
              aside: asides.length ? (
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  {asides.map((c) => (
                    <ColumnValue key={c.field} column={c} row={row} />
                  ))}
                </Stack>
              ) : undefined,
              // A plain value that is empty says nothing on a card: its line is left out.
              fields: shown
                .filter((c) => c.render || !isBlank((row as Record<string, unknown>)[c.field]))
                .map((c) => ({
                  key: c.field,
                  label: c.header,
                  value: <ColumnValue column={c} row={row} />,
                })),
              actions:
                actions === null || actions === undefined || actions === false ? undefined : (
                  <CardActions actions={actions} name={plainText(row)} />
                ),
            }
          })}
        />
      )}
      {meta && meta.total > 0 && (
        <Stack sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
          <Pager
            page={state.page + 1}
            count={meta.last_page}
            onChange={(page) => state.setPage(page - 1)}
          />
          <Typography variant="body2" color="text.secondary">
            {t('cards.total', { n: number(meta.total) })}
          </Typography>
        </Stack>
      )}
    </Box>
  )
}
