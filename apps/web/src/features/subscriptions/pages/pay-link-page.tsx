import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { LoadError } from '#components/query-states.tsx'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { useUser } from '#lib/session/user.ts'
import { payLinkQuery, usePayLink } from '../api/subscriptions.ts'
import { NS } from '../components/use-period-words.ts'

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Container>
  )
}

/**
 * A link that cannot pay (expired, tampered, already used, or nothing due): why, in the server's
 * words, and the way to sign in and pay from the membership's page.
 */
function CannotPay({ error }: { error: ApiError }) {
  const { t } = useTranslation(NS)
  const user = useUser()
  const settled = error.status === 409
  const Icon = settled ? TaskAltOutlined : LinkOffOutlined
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Icon sx={{ fontSize: 64, color: settled ? 'success.main' : 'warning.dark' }} aria-hidden />
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
        {settled ? t('link.settledTitle') : t('link.invalidTitle')}
      </Typography>
      <Typography color="text.secondary">{error.message}</Typography>
      <Button
        component={Link}
        to={user ? paths.subscription.list : paths.signin(paths.subscription.list)}
        variant="contained"
      >
        {user ? t('link.myMemberships') : t('link.signIn')}
      </Button>
    </Stack>
  )
}

/**
 * `/subscription/pay/{token}`: a reminder's link. It pays everything due on the membership,
 * without signing in, for 12 hours and once.
 */
export default function PayLinkPage() {
  const { t } = useTranslation(NS)
  const { money, date, list } = useFormat()
  const { token = '' } = useParams()
  usePageTitle(t('common:titles.subscription-pay-token'))
  const props = useProps()
  const link = useQuery(payLinkQuery(token))
  const payLink = usePayLink(token)
  const payment = usePayBill(props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null)
  if (link.isPending)
    return (
      <Frame>
        <Skeleton variant="rounded" height={200} role="status" aria-label={t('loading')} />
      </Frame>
    )
  if (link.error instanceof ApiError && [404, 409, 410].includes(link.error.status))
    return (
      <Frame>
        <CannotPay error={link.error} />
      </Frame>
    )
  if (link.isError)
    return (
      <Frame>
        <LoadError error={link.error} onRetry={() => void link.refetch()} />
      </Frame>
    )
  const view = link.data
  return (
    <Frame>
      <Stack spacing={2.5}>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
          {t('link.title', { title: view.subscription.title })}
        </Typography>
        <Box>
          <Typography color="text.secondary" variant="body2">
            {t('link.periods')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{list(view.labels)}</Typography>
        </Box>
        <Box>
          <Typography color="text.secondary" variant="body2">
            {t('link.total')}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 24 }}>{money(view.total)}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('link.expires', { time: date(view.expires_at, 'datetime') })}
        </Typography>
        {props && (
          <PayWithGateway
            methods={props.PaymentMethods}
            gateway={payment.gateway}
            onGateway={payment.setGateway}
            leaving={payment.leaving}
            label={t('link.pay', { amount: money(view.total) })}
            onPay={() => void payment.pay(async () => (await payLink.mutateAsync()).bill)}
            // Before the script and without it, the server makes the bill (docs/decisions/033).
            plain
          />
        )}
      </Stack>
    </Frame>
  )
}
