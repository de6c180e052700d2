import CampaignOutlined from '@mui/icons-material/CampaignOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import {
  Box,
  Container,
  Grid,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { Pager } from '#components/pager.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useFormat } from '#lib/format.ts'
import { usePageParam } from '#lib/use-page-param.ts'
import { campaignsQuery } from '../api/campaigns.ts'
import { CampaignCard, CampaignCardSkeleton } from '../components/campaign-card.tsx'
import { NS } from '../components/use-campaign-texts.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'

const STATUSES = ['active', 'finished', 'all'] as const
type StatusTab = (typeof STATUSES)[number]
const PER_PAGE = 12
const SEARCH_DEBOUNCE_MS = 400

/**
 * `/campaign`: every published campaign as a card. Filters, search and page live in the address,
 * so going back to the list finds it as it was left (the shell keeps its scroll).
 */
export default function CampaignListPage() {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  usePageTitle(t('common:titles.campaign'))
  const [params, setParams] = useSearchParams()
  const status: StatusTab = STATUSES.find((s) => s === params.get('status')) ?? 'active'
  const [page, setPage] = usePageParam()
  const search = params.get('q') ?? ''
  const [typed, setTyped] = useState(search)

  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    next.delete('page')
    setParams(next, { replace: true })
  }

  // Typing settles before the list asks again.
  useEffect(() => {
    if (typed.trim() === search) return
    const timer = setTimeout(() => set({ q: typed.trim() }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `set` reads the latest params
  }, [typed, search])

  const list = useQuery({
    ...campaignsQuery({
      status: status === 'all' ? undefined : status,
      search: search || undefined,
      page,
      per_page: PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  })
  const campaigns = list.data?.data ?? []

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: 26, md: 32 }, fontWeight: 800 }}>
        {t('common:titles.campaign')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, lineHeight: 2 }}>
        {t('listIntro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Tabs
          value={status}
          onChange={(_, value: StatusTab) => set({ status: value === 'active' ? '' : value })}
          aria-label={t('statusFilter')}
        >
          {STATUSES.map((s) => (
            <Tab key={s} value={s} label={t(`statuses.${s}`)} />
          ))}
        </Tabs>
        <TextField
          type="search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          label={t('search')}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Grid container spacing={2.5} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <CampaignCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : campaigns.length === 0 ? (
        <EmptyState
          icon={CampaignOutlined}
          title={search ? t('emptySearch', { search }) : t(`empty.${status}`)}
        />
      ) : (
        <>
          <Box role="status" sx={visuallyHidden}>
            {t('found', { count: list.data.meta.total, n: number(list.data.meta.total) })}
          </Box>
          <SavedCopyNote sx={{ mb: 2 }} />
          <Grid
            container
            spacing={2.5}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={list.isFetching}
          >
            {campaigns.map((campaign, i) => (
              <Grid key={campaign.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <CampaignCard campaign={campaign} headingLevel="h2" priority={i === 0} />
              </Grid>
            ))}
          </Grid>
          <Pager
            page={page}
            count={list.data.meta.last_page}
            onChange={(next) => {
              setPage(next)
              window.scrollTo({ top: 0 })
            }}
            sx={{ mt: 4, display: 'flex' }}
          />
        </>
      )}
    </Container>
  )
}
