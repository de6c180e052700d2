import {
  charityPriceInput,
  charityTypeInput,
  type DashboardCharityType,
} from '@kheyr/contracts/charities'
import { RowAction, RowActions } from '../../../components/data-table/row-actions.tsx'
import { parseAmount } from '@kheyr/contracts/money'
import AddOutlined from '@mui/icons-material/AddOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import {
  Button,
  Chip,
  FormControlLabel,
  Grid,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '../../../lib/dashboard-store.ts'
import {
  DataTable,
  invalidateResource,
  type DataTableColumn,
} from '../../../components/data-table/data-table.tsx'
import { useDeleteRecord } from '../../../components/data-table/use-delete-record.ts'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { DashboardHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../../lib/session/user.ts'
import { createCharityType, updateCharityPrice, updateCharityType } from '../api/charity-types.ts'

const RESOURCE = 'charity-types'

function TypeDialog({ row, onClose }: { row: DashboardCharityType | null; onClose: () => void }) {
  const { t } = useTranslation('charities')
  const queryClient = useQueryClient()
  const { form, validateLive, handleSubmit } = useApiForm(charityTypeInput, {
    defaultValues: {
      slug: row?.slug ?? '',
      title: row?.title ?? '',
      icon: row?.icon ?? '',
      description: row?.description ?? '',
      islamic: row?.islamic ?? false,
      active: row?.active ?? true,
      sort: row?.sort ?? 0,
    },
    live: row
      ? { method: 'PUT', path: `/dashboard/${RESOURCE}/${row.id}` }
      : { method: 'POST', path: `/dashboard/${RESOURCE}` },
  })
  const submit = handleSubmit(async (values) => {
    if (row) await updateCharityType(row.id, values)
    else await createCharityType(values)
    await invalidateResource(queryClient, RESOURCE)
    void queryClient.invalidateQueries({ queryKey: ['props'] })
    toast.success(t('settings.saved'))
    onClose()
  })
  const toggle = (name: 'islamic' | 'active', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={Boolean(field.value)} onChange={(_, v) => field.onChange(v)} />}
          label={label}
        />
      )}
    />
  )
  return (
    <FormDialog
      open
      title={row ? t('settings.edit') : t('settings.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('settings.title')}
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="slug"
            label={t('settings.slug')}
            helperText={t('settings.slugHint')}
            ltr
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            label={t('settings.description')}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="icon"
            label={t('settings.icon')}
            helperText={t('settings.iconHint')}
            ltr
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="sort"
            label={t('settings.sort')}
            type="number"
            ltr
          />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {toggle('active', t('settings.active'))}
            {toggle('islamic', t('settings.islamic'))}
          </Stack>
        </Grid>
      </Grid>
    </FormDialog>
  )
}

function PriceDialog({ row, onClose }: { row: DashboardCharityType; onClose: () => void }) {
  const { t } = useTranslation('charities')
  const { money } = useFormat()
  const queryClient = useQueryClient()
  const [amounts, setAmounts] = useState(row.default_amounts.join('، '))
  const { form, handleSubmit } = useApiForm(charityPriceInput, {
    defaultValues: {
      default_amounts: row.default_amounts.map(String),
      min_amount: String(row.min_amount),
    },
  })
  const parsed = amounts
    .split(/[،,\s]+/)
    .map((a) => parseAmount(a))
    .filter((a): a is number => a !== null && a > 0)
  const send = handleSubmit(async (values) => {
    await updateCharityPrice(row.id, values)
    await invalidateResource(queryClient, RESOURCE)
    void queryClient.invalidateQueries({ queryKey: ['props'] })
    toast.success(t('settings.priceSaved'))
    onClose()
  })
  // The amounts are typed as one line; the form validates them as the list the server takes.
  const submit = (event: React.FormEvent) => {
    form.setValue('default_amounts', parsed.map(String))
    return send(event)
  }
  return (
    <FormDialog
      open
      title={t('settings.priceOf', { title: row.title })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="min_amount"
          label={t('settings.minAmount')}
          ltr
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          autoFocus
        />
        <div>
          <TextField
            label={t('settings.defaultAmounts')}
            value={amounts}
            onChange={(e) => setAmounts(e.target.value)}
            error={Boolean(form.formState.errors.default_amounts)}
            helperText={
              form.formState.errors.default_amounts
                ? t('settings.defaultAmountsInvalid')
                : t('settings.defaultAmountsHint')
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {parsed.map((a, i) => (
              <Chip key={`${a}-${i}`} size="small" label={money(a)} />
            ))}
          </Stack>
        </div>
      </Stack>
    </FormDialog>
  )
}

/** The charities section of the settings page: kinds of giving and their price module. */
export default function CharityTypesSection() {
  const { t } = useTranslation('charities')
  const { money } = useFormat()
  const can = useCan()
  const deleteRecord = useDeleteRecord(RESOURCE)
  const [editing, setEditing] = useState<DashboardCharityType | null | undefined>(undefined)
  const [pricing, setPricing] = useState<DashboardCharityType | null>(null)
  const columns = useMemo<DataTableColumn<DashboardCharityType>[]>(
    () => [
      { field: 'title', header: t('settings.title'), sortable: true, minWidth: 140, flex: 1 },
      {
        field: 'slug',
        header: t('settings.slug'),
        sortable: true,
        filterable: true,
        width: 130,
        render: (r) => <bdi dir="ltr">{r.slug}</bdi>,
      },
      { field: 'min_amount', header: t('settings.minAmount'), type: 'money', width: 140 },
      {
        field: 'default_amounts',
        header: t('settings.defaultAmounts'),
        minWidth: 200,
        flex: 1,
        render: (r) => r.default_amounts.map((a) => money(a)).join('، ') || '-',
      },
      { field: 'paid_total', header: t('settings.paidTotal'), type: 'money', width: 150 },
      {
        field: 'active',
        header: t('settings.active'),
        type: 'boolean',
        filterable: true,
        width: 90,
      },
      {
        field: 'islamic',
        header: t('settings.islamic'),
        type: 'boolean',
        filterable: true,
        width: 90,
      },
    ],
    [t, money],
  )
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="charity-types-title"
    >
      <Typography id="charity-types-title" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('settings.sectionTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.sectionHint')}
      </Typography>
      <DataTable<DashboardCharityType>
        resource={RESOURCE}
        label={t('settings.sectionTitle')}
        columns={columns}
        searchable
        defaultSort="sort"
        toolbar={
          can('charity-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('settings.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('charity-types.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('charity-types.delete')
                ? () => void deleteRecord(row.id, t('settings.deleteConfirm', { title: row.title }))
                : undefined
            }
          >
            {can('charity-price.update') && (
              <RowAction
                label={t('settings.price')}
                icon={<PaymentsOutlined fontSize="small" />}
                onClick={() => setPricing(row)}
              />
            )}
          </RowActions>
        )}
      />
      {editing !== undefined && <TypeDialog row={editing} onClose={() => setEditing(undefined)} />}
      {pricing && <PriceDialog row={pricing} onClose={() => setPricing(null)} />}
      <DashboardHistoryPanel resource={RESOURCE} />
    </Paper>
  )
}
