import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import { Box, Container, Link, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { useUser } from '#lib/session/user.ts'
import { crownOptionsQuery } from '../api/crowns.ts'

/** The form's code comes when the visitor reaches for it; the served form works meanwhile. */
const loadOrderForm = () => import('../components/order-form.tsx')
const OrderForm = lazy(() => loadOrderForm().then((m) => ({ default: m.OrderForm })))

/**
 * `/crown` (public): a flower crown in memory of someone. The money goes to charity, and the
 * charity places the crown, with the giver's name, at the ceremony.
 */
export default function CrownPage() {
  const { t } = useTranslation('crowns')
  usePageTitle(t('common:titles.crown'))
  const { lang } = useFormat()
  const user = useUser()
  const options = useQuery(crownOptionsQuery)
  const open = options.data && options.data.types.length > 0 && options.data.locations.length > 0
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        <LocalFloristOutlined aria-hidden sx={{ fontSize: 36, color: 'primary.dark' }} />
        <Typography component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800 }}>
          {t('page.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ lineHeight: 2, mb: 2 }}>
        {t('page.intro')}
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          mb: 3,
          ps: 3,
          color: 'text.secondary',
          lineHeight: 2,
          listStyleType: lang === 'fa' ? 'persian' : 'decimal',
        }}
      >
        <li>{t('page.step1')}</li>
        <li>{t('page.step2')}</li>
        <li>{t('page.step3')}</li>
      </Box>
      {user && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.myCrowns}>
            {t('page.myOrders')}
          </Link>
        </Typography>
      )}
      {options.isPending && (
        <Skeleton
          variant="rounded"
          height={560}
          role="status"
          aria-label={t('loading')}
          sx={{ borderRadius: 3 }}
        />
      )}
      {options.isError && (
        <LoadError error={options.error} onRetry={() => void options.refetch()} />
      )}
      {options.data && !open && (
        <EmptyState
          icon={LocalFloristOutlined}
          title={t('page.closed')}
          hint={t('page.closedHint')}
        />
      )}
      {open && (
        <SliceOnUse>
          <OrderForm options={options.data} />
        </SliceOnUse>
      )}
    </Container>
  )
}
