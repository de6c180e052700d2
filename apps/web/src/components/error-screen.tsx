import BlockOutlined from '@mui/icons-material/BlockOutlined'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import ArrowBack from '@mui/icons-material/ArrowBack'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { flipInRtl } from './flip-in-rtl.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { isDashboardPath, paths } from '#lib/paths.ts'

export type ErrorStatus = 403 | 404 | 500 | 503

const ICONS = {
  403: BlockOutlined,
  404: SearchOffOutlined,
  500: ErrorOutlineOutlined,
  503: ConstructionOutlined,
} as const

/**
 * The error screen for 503, 500, 404 and 403 (spec, section 2): title, hint, icon, a way back and
 * a way home (`/dashboard` inside the dashboard, `/` elsewhere). Other codes get no title.
 */
export function ErrorScreen({
  status,
  path,
  hint,
  home,
}: {
  status: number
  path?: string
  /** Replaces the status's own hint (already translated). */
  hint?: string
  /** Where the main button leads instead of the home page (already translated label). */
  home?: { to: string; label: string }
}) {
  const { t } = useTranslation()
  const { digits } = useFormat()
  const location = useLocation()
  const navigate = useNavigate()
  const known = status in ICONS ? (status as ErrorStatus) : null
  const Icon = known ? ICONS[known] : CloudOffOutlined
  const inDashboard = isDashboardPath(location.pathname)
  const title = known ? t(`errorScreen.${known}.title`) : ''

  // Also on the server render, where the page that returned this screen named itself first.
  usePageTitle(title || null, { error: true })

  return (
    <Box
      component="section"
      aria-labelledby="error-title"
      sx={{
        py: { xs: 6, md: 10 },
        px: 2,
        display: 'flex',
        justifyContent: 'center',
        textAlign: 'center',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
        <Icon sx={{ fontSize: 80, color: 'primary.main' }} aria-hidden />
        <Typography
          variant="h2"
          sx={{ fontSize: { xs: 56, md: 72 }, fontWeight: 800, color: 'text.secondary' }}
          aria-hidden
        >
          {digits(status)}
        </Typography>
        {known && (
          <Typography id="error-title" variant="h1" sx={{ fontSize: 26, fontWeight: 700 }}>
            {title}
          </Typography>
        )}
        {known && hint && <Typography color="text.secondary">{hint}</Typography>}
        {known && !hint && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {/* The path reads left to right, so its slashes stay where they were typed. */}
            {withPart(t(`errorScreen.${known}.hint`, { path: path ?? location.pathname }), (p) => (
              <bdi dir="ltr">{p}</bdi>
            ))}
          </Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          <Button
            variant="outlined"
            startIcon={<ArrowBack sx={flipInRtl} />}
            onClick={() => navigate(-1)}
          >
            {t('errorScreen.back')}
          </Button>
          <Button
            variant="contained"
            startIcon={<HomeOutlined />}
            onClick={() => navigate(home?.to ?? (inDashboard ? paths.dashboard.home : paths.home))}
          >
            {home?.label ?? (inDashboard ? t('errorScreen.dashboardHome') : t('errorScreen.home'))}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}

/** `text` with its `<path>…</path>` part drawn by `part` (react-i18next's `Trans`, for one tag). */
function withPart(text: string, part: (inner: string) => ReactNode): ReactNode {
  const match = /^([\s\S]*?)<path>([\s\S]*?)<\/path>([\s\S]*)$/.exec(text)
  if (!match) return text
  return (
    <>
      {match[1]}
      {part(match[2]!)}
      {match[3]}
    </>
  )
}
