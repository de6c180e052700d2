import { parseAmount } from '@kheyr/contracts/money'
import { crownTypeInput, type CrownType } from '@kheyr/contracts/crowns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, FormControlLabel, Grid, Switch } from '@mui/material'
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
import { FormImageField } from '../../../components/image-field/image-field.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../../lib/session/user.ts'
import { createCrownType, updateCrownType } from '../api/crowns.ts'
import { RowActions } from '../../../components/data-table/row-actions.tsx'
import { SectionCard } from '../components/section-card.tsx'
import { Thumbnail } from '../components/thumbnail.tsx'

const RESOURCE = 'crown-types'

function CrownTypeDialog({ row, onClose }: { row: CrownType | null; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const { money } = useFormat()
  const queryClient = useQueryClient()
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
    if (row) await updateCrownType(row.id, values)
    else await createCrownType(values)
    await invalidateResource(queryClient, RESOURCE)
    void queryClient.invalidateQueries({ queryKey: ['props'] })
    toast.success(t('crowns.saved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={row ? t('crowns.edit') : t('crowns.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('crowns.title')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="price"
            label={t('crowns.price')}
            onBlurField={validateLive}
            helperText={price ? money(price) : t('crowns.priceHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormImageField control={form.control} name="image" label={t('crowns.image')} />
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
                label={t('crowns.active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}

export default function CrownTypesSection() {
  const { t } = useTranslation('settings')
  const can = useCan()
  const deleteRecord = useDeleteRecord(RESOURCE)
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<CrownType | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<CrownType>[]>(
    () => [
      {
        field: 'image',
        header: t('crowns.image'),
        width: 90,
        render: (r) => <Thumbnail url={r.image?.url} alt={r.title} />,
      },
      { field: 'title', header: t('crowns.title'), sortable: true, filterable: true, flex: 1 },
      {
        field: 'price',
        header: t('crowns.price'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      { field: 'active', header: t('crowns.active'), type: 'boolean', filterable: true, width: 90 },
    ],
    [t],
  )

  return (
    <SectionCard title={t('sections.crowns')} hint={t('crowns.hint')}>
      <DataTable<CrownType>
        resource={RESOURCE}
        label={t('sections.crowns')}
        columns={columns}
        searchable
        defaultSort="price"
        emptyText={t('crowns.empty')}
        toolbar={
          can('crown-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('crowns.create')}
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
                    void deleteRecord(row.id, t('crowns.deleteConfirm', { name: row.title })).then(
                      (gone) => {
                        if (gone) void queryClient.invalidateQueries({ queryKey: ['props'] })
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
    </SectionCard>
  )
}
