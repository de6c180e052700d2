import { Paper } from '@mui/material'
import { MyMemberships, StartMembership } from '../components/my-memberships.tsx'

/** `/dashboard/subscriptions`: the same list as `/subscription`, in the panel layout. */
export default function DashboardMySubscriptionsPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <MyMemberships />
      <StartMembership />
    </Paper>
  )
}
