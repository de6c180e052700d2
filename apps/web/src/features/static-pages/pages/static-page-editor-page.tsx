import { staticPageInput, type StaticPage } from '@kheyr/contracts/static-pages'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Alert, Box, Button, Grid, Paper, Skeleton, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { ErrorScreen } from '#components/error-screen.tsx'
import { paths } from '#lib/paths.ts'
import { messageOf } from '#lib/api-client.ts'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useSlugFromTitle } from '#components/form/use-slug-from-title.ts'
import { LazyHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { ApiError, translateValidation } from '#lib/api-client.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { STATIC_PAGES, staticPageQuery, useSaveStaticPage } from '../api/static-pages.ts'
import { RichTextEditor } from '#components/rich-text/rich-text-editor.tsx'
import { ErrorSummary } from '#components/form/error-summary.tsx'

const RESOURCE = STATIC_PAGES
const settingsTab = `${paths.dashboard.settings}?section=static-pages`

/**
 * The page's form: fields checked live; saving a new page goes on to its own address, saving an
 * existing one starts the form again from what the server kept. The breadcrumb names the page.
 */
function useStaticPageForm(page: StaticPage | null) {
  const { t } = useTranslation('static-pages')
  const navigate = useNavigate()
  const save = useSaveStaticPage(page?.id)
  const api = useApiForm(staticPageInput, {
    defaultValues: { slug: page?.slug ?? '', title: page?.title ?? '', html: page?.html ?? '' },
    live: page
      ? { method: 'PUT', path: `/dashboard/${RESOURCE}/${page.id}` }
      : { method: 'POST', path: `/dashboard/${RESOURCE}` },
  })
  useEffect(() => {
    dashboardStore.setBreadcrumbs([{ title: page ? page.title : t('newPage') }])
    return () => dashboardStore.setBreadcrumbs([])
  }, [page, t])
  const submit = api.handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values)
    toast.success(t('saved'))
    if (page) api.form.reset({ slug: saved.slug, title: saved.title, html: saved.html })
    else void navigate(paths.dashboard.staticPage(saved.id), { replace: true })
  })
  return { ...api, submit }
}

function EditorForm({ page }: { page: StaticPage | null }) {
  const { t } = useTranslation('static-pages')
  const can = useCan()
  const [historyOpen, setHistoryOpen] = useState(false)
  const editable = can(page ? 'settings.update' : 'settings.create')
  const { form, validateLive, submit } = useStaticPageForm(page)
  useSlugFromTitle(form, !page)
  const slug = form.watch('slug')

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={Link} to={settingsTab} startIcon={<ArrowBackOutlined sx={flipInRtl} />}>
          {t('backToList')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {page && (
          <Button startIcon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            {t('history')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
        <ErrorSummary control={form.control} sx={{ width: '100%' }} />
        <Grid size={{ xs: 12, md: 7 }}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('title')}
            onBlurField={validateLive}
            disabled={!editable}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormTextField
            control={form.control}
            name="slug"
            label={t('slug')}
            helperText={t('slugHint', { address: paths.staticPage(slug || '…') })}
            onBlurField={validateLive}
            ltr
            disabled={!editable}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="html"
            render={({ field, fieldState }) => (
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                label={t('body')}
                error={fieldState.error ? translateValidation(fieldState.error.message) : null}
                previewUrl={page ? paths.staticPage(page.slug) : undefined}
              />
            )}
          />
        </Grid>
        {editable && (
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('save')}
            </Button>
          </Grid>
        )}
      </Grid>
      {page && (
        <LazyHistoryPanel
          resource={RESOURCE}
          id={page.id}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </Paper>
  )
}

/** `/dashboard/settings/static-pages/{id|new}`: writes a page in the rich-text or HTML view. */
export default function StaticPageEditorPage() {
  const { t } = useTranslation('static-pages')
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const numericId = Number(id)
  const page = useQuery({ ...staticPageQuery(numericId), enabled: !isNew, retry: false })

  if (!isNew && (!Number.isSafeInteger(numericId) || numericId <= 0)) {
    return <ErrorScreen status={404} />
  }
  if (isNew) return <EditorForm page={null} />
  if (page.error instanceof ApiError && page.error.status === 404)
    return <ErrorScreen status={404} />
  if (page.isPending)
    return <Skeleton variant="rounded" height={520} role="status" aria-label={t('loading')} />
  if (page.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void page.refetch()}>
            {t('common:errors.retry')}
          </Button>
        }
      >
        {messageOf(page.error, t('common:errors.loadFailed'))}
      </Alert>
    )
  }
  return <EditorForm key={page.data.id} page={page.data} />
}
