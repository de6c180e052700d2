import type { ChestOptions } from '@kheyr/contracts/chests'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import {
  Button,
  Card,
  CardContent,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useState } from 'react'
import { Controller, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageForm } from '#components/form/page-form.tsx'
import { useFieldLabel } from '#components/form/error-summary.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { PageHeader } from '#components/page-header.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useHydrated } from '#lib/hydrated.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useUser } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { chestOptionsQuery, useRequestChest } from '../api/chests.ts'
import { NS } from '../components/chest-labels.ts'
import { OptionSelect, PlaceFields } from '../components/chest-fields.tsx'
import { useDataDir } from '#lib/data-dir.ts'
import { clearDraft, readDraft, useKeepDraft } from '#lib/session-draft.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() => import('@kheyr/contracts/chests').then((m) => m.createChestInput))

/**
 * The request form: type, material if offered, address and point, a phone and a note. A plain
 * form before the page's script (docs/decisions/033): what is typed before the script has run is
 * kept, and the server takes a post as the script would. Before the script the map is tiles
 * whose click the server makes the point (docs/decisions/038); sent without a point, the page
 * comes back with the map's message and the rest kept.
 */
function RequestForm({ options }: { options: ChestOptions }) {
  const { t } = useTranslation(NS)
  const user = useUser()
  const { digits } = useFormat()
  const dataDir = useDataDir()
  const navigate = useNavigate()
  const request = useRequestChest()
  const posted = usePostedForm()
  // Kept alive (spec): a request left half filled is there on coming back, in this tab. A page the
  // server rendered is taken over as rendered, and the draft comes in after (see below).
  const draft = `chest-create:${user?.id ?? 'guest'}`
  const hydrated = useHydrated()
  const [defaultValues] = useState(() => ({
    chest_type_id: options.types.length === 1 ? options.types[0]!.id : ('' as number | ''),
    chest_material_id: '' as number | '',
    address: '',
    lat: null as number | null,
    lng: null as number | null,
    phone: user ? digits(user.mobile) : '',
    note: '',
    ...(hydrated ? readDraft(draft) : null),
  }))
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues,
    live: { method: 'POST', path: '/chests' },
    posted,
  })
  // Taken over: the draft fills what was neither typed before the script (the form has taken
  // that already) nor sent back by the server.
  useLayoutEffect(() => {
    const kept = hydrated || posted ? null : readDraft<typeof defaultValues>(draft)
    for (const [name, value] of Object.entries(kept ?? {})) {
      const field = name as Path<typeof defaultValues>
      if (!form.getFieldState(field).isDirty) form.setValue(field, value as never)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  useKeepDraft(draft, form)
  useFieldLabel(form.control, 'chest_type_id', t('fields.type'))
  const submit = handleSubmit(async (values) => {
    const created = await request.mutateAsync(values)
    clearDraft(draft)
    toast.success(t('form.sent'))
    navigate(paths.chest.show(created.id))
  })
  return (
    <PageForm form={form} spacing={3} onSubmit={submit} validateLive={validateLive}>
      <Controller
        control={form.control}
        name="chest_type_id"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id="chest-type-label" sx={{ fontWeight: 700, mb: 1 }}>
              {t('fields.type')}
            </FormLabel>
            <RadioGroup
              name="chest_type_id"
              aria-labelledby="chest-type-label"
              value={field.value === '' || field.value === undefined ? '' : String(field.value)}
              onChange={(_, value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              sx={{ gap: 1 }}
            >
              {options.types.map((type) => (
                <FormControlLabel
                  key={type.id}
                  value={String(type.id)}
                  control={<Radio />}
                  label={
                    <Stack sx={{ py: 0.5 }}>
                      <Typography dir={dataDir} sx={{ fontWeight: 700 }}>
                        {type.title}
                      </Typography>
                      {type.description && (
                        <Typography dir={dataDir} variant="body2" color="text.secondary">
                          {type.description}
                        </Typography>
                      )}
                    </Stack>
                  }
                  sx={{
                    m: 0,
                    border: 1,
                    borderColor: 'divider',
                    // Drawn from the radio itself: chosen before the page's script, it shows too.
                    '&:has(input:checked)': { borderColor: 'primary.main' },
                    borderRadius: 2,
                    pr: 1,
                  }}
                />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText>{translateValidation(fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      {options.materials.length > 0 && (
        <OptionSelect
          control={form.control}
          name="chest_material_id"
          label={t('fields.material')}
          options={options.materials}
          anyLabel={t('form.anyMaterial')}
          helperText={t('form.materialHint')}
          native
        />
      )}
      <PlaceFields
        control={form.control}
        setValue={form.setValue}
        validateLive={validateLive}
        hints
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<CharityBoxIcon />}
        disabled={form.formState.isSubmitting}
      >
        {t('form.submit')}
      </Button>
    </PageForm>
  )
}

/** `/chest/create`: asking the charity for a box, for a home or a shop. */
export default function ChestCreatePage() {
  const { t } = useTranslation(NS)
  usePageTitle(t('common:titles.chest-create'))
  const options = useQuery(chestOptionsQuery)
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t('common:titles.chest-create')} sx={{ mb: 1 }} />
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 2 }}>
        {t('form.intro')}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {options.isPending && <Skeleton variant="rounded" height={420} />}
          {options.isError && (
            <LoadError error={options.error} onRetry={() => void options.refetch()} />
          )}
          {options.data && options.data.types.length === 0 && (
            <EmptyState
              icon={CharityBoxIcon}
              title={t('form.noTypes')}
              hint={t('form.noTypesHint')}
            />
          )}
          {options.data && options.data.types.length > 0 && <RequestForm options={options.data} />}
        </CardContent>
      </Card>
    </Container>
  )
}
