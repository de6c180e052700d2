import { parseAmount } from '@kheyr/contracts/money'
import { crownTypeInput, type CrownType } from '@kheyr/contracts/crowns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, FormControlLabel, Grid, Stack, Switch } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '../../../app/dashboard-store.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useDeleteRecord } from '../../../components/data-table/use-delete-record.ts'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { DashboardHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { FormImageField } from '../../../components/image-field/image-field.tsx'
import { Thumbnail } from '../../../components/thumbnail.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../session/can.ts'
import {
  CROWN_TYPES_RESOURCE as RESOURCE,
  refreshCrownTypes,
  useSaveCrownType,
} from '../api/crown-types.ts'
import { RowActions } from '../../../components/data-table/row-actions.tsx'
import { CutoffSettings } from './cutoff-settings.tsx'
import { SettingsCard } from './settings-card.tsx'
import { strongButton } from '../../../components/strong-button.ts'

function CrownTypeDialog({ row, onClose }: { row: CrownType | null; onClose: () => void }) {
  const { t } = useTranslation('crowns')
  const { money } = useFormat()
  const save = useSaveCrownType(row?.id ?? null)
  const { form, validateLive, handleSubmit } = useApiForm(crownTypeInput, {
    defaultValues: {
      title: row?.title ?? '',
      price: row ? String(row.price) : '',
      image: row?.image ? { url: row.image.url, media_id: row.image.media_id } : null,
      active: row?.active ?? true,
    },
    live: row
      ? { method: 'PUT', path: `/dashboard/${RESOURCE}/${row.id}` }
      : { method: 'POST', path: `/dashboard/${RESOURCE}` },
  })
  const price = parseAmount(String(form.watch('price') ?? ''))
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('types.saved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={row ? t('types.edit') : t('types.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('types.title')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="price"
            label={t('types.price')}
            onBlurField={validateLive}
            helperText={price ? money(price) : t('types.priceHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormImageField control={form.control} name="image" label={t('types.image')} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />
                }
                label={t('types.active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}

function CrownTypesTable() {
  const { t } = useTranslation('crowns')
  const can = useCan()
  const deleteRecord = useDeleteRecord(RESOURCE)
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<CrownType | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<CrownType>[]>(
    () => [
      {
        field: 'image',
        header: t('types.image'),
        width: 90,
        render: (r) => <Thumbnail url={r.image?.url} alt={r.title} />,
      },
      { field: 'title', header: t('types.title'), sortable: true, filterable: true, flex: 1 },
      {
        field: 'price',
        header: t('types.price'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      { field: 'active', header: t('types.active'), type: 'boolean', filterable: true, width: 90 },
    ],
    [t],
  )

  return (
    <SettingsCard title={t('settings.typesTitle')} hint={t('types.hint')}>
      <DataTable<CrownType>
        resource={RESOURCE}
        label={t('settings.typesTitle')}
        columns={columns}
        searchable
        defaultSort="price"
        emptyText={t('types.empty')}
        toolbar={
          can('crown-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              sx={strongButton}
              onClick={() => setEditing(null)}
            >
              {t('types.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('crown-types.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('crown-types.delete')
                ? () =>
                    void deleteRecord(row.id, t('types.deleteConfirm', { name: row.title })).then(
                      (gone) => {
                        if (gone) void refreshCrownTypes(queryClient)
                      },
                    )
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <CrownTypeDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={RESOURCE} />
    </SettingsCard>
  )
}

/** Settings → crowns: when orders close, and the crown types the order form offers. */
export default function CrownTypesSection() {
  const can = useCan()
  return (
    <Stack spacing={2.5}>
      {can('crowns.view') && <CutoffSettings />}
      {can('crown-types.view') && <CrownTypesTable />}
    </Stack>
  )
}
