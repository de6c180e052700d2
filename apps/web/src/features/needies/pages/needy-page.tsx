import type { Dependent, Help, Needy } from '@kheyr/contracts/needies'
import AddOutlined from '@mui/icons-material/AddOutlined'
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined'
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined'
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, memo, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogLoading } from '#components/dialog-loading.tsx'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { paths } from '#lib/paths.ts'
import { ConfirmDialogHost, useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { LazyHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { PageLoadError } from '#components/page-load-error.tsx'
import { ApiError, messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { dependentsOfQuery, useDeleteDependent } from '../api/dependents.ts'
import { helpsOfQuery, helpTotalsQuery, useDeleteHelp } from '../api/helps.ts'
import { needyQuery, useArchiveNeedy, useDeleteNeedy } from '../api/needies.ts'
import { visitsQuery } from '../api/visits.ts'
import { AttachmentList } from '../components/attachment-list.tsx'
import { PriorityChip, StatusChip } from '../components/status-chips.tsx'
import { useMapSettings } from '#lib/map-settings.ts'
import { useNeedyOptions } from '../components/use-needy-options.ts'
import { Ltr } from '#components/ltr.tsx'

// The dialogs' forms (fields, pickers, uploads) load when one opens, not with the page.
const DependentDialog = lazy(() =>
  import('../components/dependent-dialog.tsx').then((m) => ({ default: m.DependentDialog })),
)
const HelpDialog = lazy(() =>
  import('../components/help-dialog.tsx').then((m) => ({ default: m.HelpDialog })),
)
const StatusDialog = lazy(() =>
  import('../components/status-dialog.tsx').then((m) => ({ default: m.StatusDialog })),
)
const VisitDialog = lazy(() =>
  import('../components/visit-dialog.tsx').then((m) => ({ default: m.VisitDialog })),
)

type Dialog =
  | { kind: 'status' | 'visit' }
  | { kind: 'dependent'; dependent: Dependent | null }
  | { kind: 'help'; help: Help | null }
  | null

function Section({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = `section-${title.replace(/\s+/g, '-')}`
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  )
}

/**
 * A label and its value, as a description list item (a `div` holding one `dt` and its `dd`,
 * straight inside the `dl`); `wide` spans the whole row.
 */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** One dependent or help in a person's file, with its edit and delete buttons. */
function RecordItem({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit?: () => void
  onDelete?: () => void
  children: ReactNode
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <RowActions name={name} {...(onEdit ? { onEdit } : {})} {...(onDelete ? { onDelete } : {})} />
    </Box>
  )
}

const ltr = (value: string | null, digits: (v: string) => string) =>
  value ? <Ltr>{digits(value)}</Ltr> : '-'

const InfoSection = memo(function InfoSection({ needy }: { needy: Needy }) {
  const { t } = useTranslation('needies')
  const { digits, money, date, number } = useFormat()
  const { label } = useNeedyOptions()
  const map = useMapSettings()
  const name = `${needy.name} ${needy.family}`
  return (
    <Section title={t('person.info')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <Field label={t('fields.fatherName')}>{needy.father_name ?? '-'}</Field>
        <Field label={t('fields.nationalCode')}>{ltr(needy.national_code, digits)}</Field>
        <Field label={t('fields.docId')}>{ltr(needy.doc_id, digits)}</Field>
        <Field label={t('fields.citizenship')}>{label('citizenship', needy.citizenship)}</Field>
        <Field label={t('fields.birthday')}>{date(needy.birthday)}</Field>
        <Field label={t('fields.gender')}>{label('gender', needy.gender)}</Field>
        <Field label={t('fields.maritalStatus')}>
          {label('maritalStatus', needy.marital_status)}
        </Field>
        <Field label={t('fields.education')}>{label('education', needy.education)}</Field>
        <Field label={t('fields.mobile')}>{ltr(needy.mobile, digits)}</Field>
        <Field label={t('fields.secondMobile')}>{ltr(needy.second_mobile, digits)}</Field>
        <Field label={t('fields.phone')}>{ltr(needy.phone, digits)}</Field>
        <Field label={t('fields.job')}>{needy.job ?? '-'}</Field>
        <Field label={t('fields.monthlyIncome')}>
          {needy.monthly_income === null ? '-' : money(needy.monthly_income)}
        </Field>
        <Field label={t('fields.dependentsCount')}>{number(needy.dependents_count)}</Field>
        <Field label={t('fields.orphansCount')}>{number(needy.orphans_count)}</Field>
        <Field label={t('fields.physicalCondition')}>
          {label('physicalCondition', needy.physical_condition)}
        </Field>
        <Field label={t('fields.city')}>{needy.city ?? '-'}</Field>
        <Field label={t('fields.area')}>{needy.area ?? '-'}</Field>
        <Field label={t('fields.dateSeen')}>{date(needy.date_seen)}</Field>
        <Field label={t('fields.researcher')}>{needy.researcher?.name ?? '-'}</Field>
        <Field label={t('fields.address')} wide>
          {needy.address}
        </Field>
      </Box>
      {needy.lat !== null && needy.lng !== null && (
        <Box sx={{ mt: 2 }}>
          <LazyMapPicker
            value={{ lat: needy.lat, lng: needy.lng }}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            height={240}
            label={t('person.mapLabel', { name })}
          />
        </Box>
      )}
    </Section>
  )
})

const VisitsSection = memo(function VisitsSection({
  needy,
  onRecord,
}: {
  needy: Needy
  onRecord?: () => void
}) {
  const { t } = useTranslation('needies')
  const { date } = useFormat()
  const { label } = useNeedyOptions()
  const visits = useQuery(visitsQuery(needy.id))
  return (
    <Section
      title={t('visits.title')}
      action={
        onRecord && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={onRecord}>
            {t('visits.record')}
          </Button>
        )
      }
    >
      {visits.isPending && <LinearProgress aria-label={t('visits.title')} />}
      {visits.isError && <LoadError error={visits.error} onRetry={() => void visits.refetch()} />}
      {visits.data?.length === 0 && <EmptyState title={t('visits.empty')} />}
      {visits.data && visits.data.length > 0 && (
        <Stack
          component="ol"
          divider={<Divider component="li" aria-hidden />}
          sx={{ p: 0, m: 0, gap: 2 }}
        >
          {visits.data.map((v) => (
            <Box component="li" key={v.id} sx={{ listStyle: 'none' }}>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{date(v.visited_at)}</Typography>
                {v.researcher && (
                  <Typography color="text.secondary" variant="body2">
                    {v.researcher.name}
                  </Typography>
                )}
                <Typography variant="body2" component="span">
                  {t('visits.statusChange', {
                    from: label('finalStatus', v.previous_status),
                    to: label('finalStatus', v.final_status),
                  })}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{v.report}</Typography>
              <AttachmentList files={v.attachments} />
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  )
})

const DependentsSection = memo(function DependentsSection({
  needy,
  onEdit,
}: {
  needy: Needy
  onEdit?: (dependent: Dependent | null) => void
}) {
  const { t } = useTranslation('needies')
  const { digits, date, number } = useFormat()
  const { label } = useNeedyOptions()
  const can = useCan()
  const confirm = useConfirm()
  const dependents = useQuery(dependentsOfQuery(needy.id))
  const remove = useDeleteDependent()
  const drop = async (d: Dependent) => {
    const ok = await confirm(t('dependents.deleteConfirm', { name: `${d.name} ${d.family}` }), {
      color: 'error',
      confirmLabel: t('common:actions.delete'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(d.id)
    } catch (error) {
      toast.error(messageOf(error, t('common:errors.unexpected')))
    }
  }
  return (
    <Section
      title={t('dependents.title')}
      action={
        onEdit && (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => onEdit(null)}>
            {t('dependents.add')}
          </Button>
        )
      }
    >
      {dependents.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('dependents.declared', {
            declared: number(needy.dependents_count),
            registered: number(dependents.data.length),
          })}
        </Typography>
      )}
      {dependents.isPending && <LinearProgress aria-label={t('dependents.title')} />}
      {dependents.isError && (
        <LoadError error={dependents.error} onRetry={() => void dependents.refetch()} />
      )}
      {dependents.data?.length === 0 && <EmptyState title={t('dependents.empty')} />}
      <Stack component="ul" sx={{ p: 0, m: 0, gap: 1 }}>
        {dependents.data?.map((d) => (
          <RecordItem
            key={d.id}
            name={`${d.name} ${d.family}`}
            {...(can('needies-dependents.update') && onEdit ? { onEdit: () => onEdit(d) } : {})}
            {...(can('needies-dependents.delete') ? { onDelete: () => void drop(d) } : {})}
          >
            {/* A div: the chip inside is one, and a paragraph cannot hold it. */}
            <Typography component="div" sx={{ fontWeight: 700 }}>
              {d.name} {d.family} <Chip size="small" label={label('relation', d.relation)} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                d.national_code ? digits(d.national_code) : null,
                d.birthday ? date(d.birthday) : null,
                d.gender ? label('gender', d.gender) : null,
                d.education ? label('education', d.education) : null,
                d.job,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {d.health && <Typography variant="body2">{d.health}</Typography>}
          </RecordItem>
        ))}
      </Stack>
    </Section>
  )
})

const HelpsSection = memo(function HelpsSection({
  needy,
  onEdit,
}: {
  needy: Needy
  onEdit?: (help: Help | null) => void
}) {
  const { t } = useTranslation('needies')
  const { money, date, digits, number } = useFormat()
  const { label } = useNeedyOptions()
  const can = useCan()
  const confirm = useConfirm()
  const helps = useQuery(helpsOfQuery(needy.id))
  const totals = useQuery(helpTotalsQuery(needy.id))
  const remove = useDeleteHelp()
  const drop = async (h: Help) => {
    const ok = await confirm(t('helps.deleteConfirm', { amount: money(h.amount) }), {
      color: 'error',
      confirmLabel: t('common:actions.delete'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(h.id)
    } catch (error) {
      toast.error(messageOf(error, t('common:errors.unexpected')))
    }
  }
  return (
    <Section
      title={t('helps.title')}
      action={
        onEdit && (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => onEdit(null)}>
            {t('helps.add')}
          </Button>
        )
      }
    >
      {totals.isError && <LoadError error={totals.error} onRetry={() => void totals.refetch()} />}
      {/* With no help at all, the list below says so once; the yearly sums appear with the first. */}
      {totals.data && totals.data.length > 0 && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('helps.yearly')}
        </Typography>
      )}
      {totals.data && totals.data.length > 0 && (
        <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2 }}>
          {totals.data.map((y) => (
            <Box
              component="li"
              key={y.year}
              sx={{
                listStyle: 'none',
                bgcolor: 'action.hover',
                borderRadius: 1,
                px: 1.5,
                py: 1,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('helps.year', { year: digits(y.year) })}
              </Typography>
              <Typography variant="body2">
                {t('helps.yearTotal', {
                  amount: money(y.amount),
                  count: y.count,
                  n: number(y.count),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {helps.isPending && <LinearProgress aria-label={t('helps.title')} />}
      {helps.isError && <LoadError error={helps.error} onRetry={() => void helps.refetch()} />}
      {helps.data?.length === 0 && <EmptyState title={t('helps.empty')} />}
      <Stack component="ul" sx={{ p: 0, m: 0, gap: 1 }}>
        {helps.data?.map((h) => (
          <RecordItem
            key={h.id}
            name={`${money(h.amount)} (${label('helpType', h.type)})`}
            {...(can('needies-helps.update') && onEdit ? { onEdit: () => onEdit(h) } : {})}
            {...(can('needies-helps.delete') ? { onDelete: () => void drop(h) } : {})}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{money(h.amount)}</Typography>
              <Chip size="small" label={label('helpType', h.type)} />
              <Typography variant="body2" color="text.secondary">
                {date(h.given_at)}
                {h.given_by ? ` · ${h.given_by.name}` : ''}
              </Typography>
            </Stack>
            {h.description && <Typography variant="body2">{h.description}</Typography>}
            <Box sx={{ mt: h.attachments.length ? 1 : 0 }}>
              <AttachmentList files={h.attachments} />
            </Box>
          </RecordItem>
        ))}
      </Stack>
    </Section>
  )
})

/**
 * A person's file: details, status, visits (newest first), dependents and help with yearly
 * totals. Opening it is an audited read on the server.
 */
export default function NeedyPage() {
  const { t } = useTranslation('needies')
  const id = Number(useParams().id)
  const can = useCan()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const needy = useQuery({ ...needyQuery(id), enabled: Number.isSafeInteger(id) && id > 0 })
  // The file draws many sections at once when it arrives (on a phone, hundreds of milliseconds):
  // drawn in a transition, React splits it into short turns, the bar staying meanwhile
  // (decision 036).
  const deferred = useDeferredValue(needy.data)
  // Another family's file (a link from this one) never shows under this one's address.
  const shown = deferred && deferred.id === needy.data?.id ? deferred : undefined
  const archive = useArchiveNeedy(id)
  const remove = useDeleteNeedy(id)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  // The same functions on every render: opening a dialog draws the dialog, not the file's
  // sections again (on a phone, hundreds of milliseconds before the tap showed anything).
  const opens = useMemo(
    () => ({
      visit: () => setDialog({ kind: 'visit' }),
      dependent: (dependent: Dependent | null) => setDialog({ kind: 'dependent', dependent }),
      help: (help: Help | null) => setDialog({ kind: 'help', help }),
    }),
    [],
  )

  if ((needy.isPending && needy.fetchStatus !== 'idle') || (needy.data && !shown))
    return <LinearProgress aria-label={t('person.loading')} />
  if (needy.isError || !needy.data) {
    const missing = needy.error instanceof ApiError && needy.error.status === 404
    return missing || !needy.isError ? (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={paths.dashboard.needies} color="inherit">
            {t('person.back')}
          </Button>
        }
      >
        {t('person.notFound')}
      </Alert>
    ) : (
      <PageLoadError error={needy.error} onRetry={() => void needy.refetch()} />
    )
  }

  const n = shown ?? needy.data
  const name = `${n.name} ${n.family}`
  const toggleArchive = async () => {
    const archiving = !n.archived_at
    if (archiving && !(await confirm(t('person.archiveConfirm', { name })))) return
    try {
      await archive.mutateAsync(archiving)
      toast.success(archiving ? t('person.archived') : t('person.unarchived'))
    } catch (error) {
      toast.error(messageOf(error, t('common:errors.unexpected')))
    }
  }
  const deleteFile = async () => {
    const ok = await confirm(t('person.deleteConfirm', { name }), {
      color: 'error',
      confirmLabel: t('common:actions.delete'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync()
      toast.success(t('person.deleted'))
      navigate(paths.dashboard.needies)
    } catch (error) {
      toast.error(messageOf(error, t('common:errors.unexpected')))
    }
  }

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <HomeWorkOutlined color="primary" aria-hidden />
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <StatusChip value={n.final_status} />
            <PriorityChip value={n.priority} />
            {n.archived_at && <Chip size="small" variant="outlined" label={t('fields.archived')} />}
          </Stack>
          {n.proposed_final_status && n.proposed_final_status !== n.final_status && (
            <Typography variant="body2" color="text.secondary">
              <FlagOutlined fontSize="inherit" aria-hidden />{' '}
              {t('person.pendingProposal', {
                status: t(`options.finalStatus.${n.proposed_final_status}`),
              })}
            </Typography>
          )}
          {n.archived_at && <Alert severity="info">{t('person.archivedBanner')}</Alert>}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {can('needy-visits.create') && (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={opens.visit}>
                {t('visits.record')}
              </Button>
            )}
            {can('needies.update') && (
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                component={RouterLink}
                to={paths.dashboard.needyEdit(n.id)}
              >
                {t('person.edit')}
              </Button>
            )}
            {can('needies.update') && (
              <Button
                variant="outlined"
                startIcon={<FlagOutlined />}
                onClick={() => setDialog({ kind: 'status' })}
              >
                {t('person.status')}
              </Button>
            )}
            <Button startIcon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              {t('person.history')}
            </Button>
            {can('needies.update') && (
              <Button
                startIcon={n.archived_at ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                onClick={() => void toggleArchive()}
              >
                {n.archived_at ? t('person.unarchive') : t('person.archive')}
              </Button>
            )}
            {can('needies.delete') && (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => void deleteFile()}
              >
                {t('person.delete')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      <InfoSection needy={n} />
      {can('needy-visits.view') ? (
        <VisitsSection
          needy={n}
          {...(can('needy-visits.create') ? { onRecord: opens.visit } : {})}
        />
      ) : null}
      {can('needies-dependents.view') && (
        <DependentsSection
          needy={n}
          {...(can('needies-dependents.create') || can('needies-dependents.update')
            ? { onEdit: opens.dependent }
            : {})}
        />
      )}
      {can('needies-helps.view') && (
        <HelpsSection needy={n} {...(can('needies-helps.create') ? { onEdit: opens.help } : {})} />
      )}
      <Link component={RouterLink} to={paths.dashboard.needies}>
        {t('person.back')}
      </Link>

      <Suspense fallback={<DialogLoading />}>
        {dialog?.kind === 'status' && <StatusDialog needy={n} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'visit' && (
          <VisitDialog
            needy={n}
            chooseResearcher={can('needies.update')}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'dependent' && (
          <DependentDialog
            needyId={n.id}
            family={n.family}
            dependent={dialog.dependent}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'help' && (
          <HelpDialog needyId={n.id} help={dialog.help} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      <LazyHistoryPanel
        resource="needies"
        id={n.id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
      <ConfirmDialogHost />
    </Stack>
  )
}
