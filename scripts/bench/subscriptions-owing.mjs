import { listAgainstProps, onEachDatabase, signIn } from './seeded-server.mjs'

const MEMBERSHIPS = Number(process.env.BENCH_MEMBERSHIPS ?? 200_000)

/** The dashboard's "owes 3 or more periods" filter, as staff use it. */
export const OWING_QUERY = '/api/dashboard/user-subscriptions?filter[unpaid_periods][gte]=3'

/** This Jalali month as the ledger numbers months (`year * 12 + month`), in Tehran. */
function currentPeriod() {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date())
  const part = (type) => Number(parts.find((p) => p.type === type).value)
  return part('year') * 12 + part('month')
}

/**
 * 200,000 memberships spread the way a charity's are: most monthly, some every 3, 6 or 12
 * months; started over the last two years; most paid up or ahead, a tenth owing 3 or more
 * periods; a few paused or canceled; any due day.
 */
const seedSql = (current) => `
  insert into subscription_types (slug, title, period_months, suggested_amounts, min_amount)
  values ('bench-orphans', 'حمایت از یتیم', 1, '[300000]', 100000),
         ('bench-general', 'حمایت عمومی', 1, '[100000]', 20000);
  insert into subscriptions (type_id, mobile, amount, period_months, start_period, due_day, status,
                             paid_periods, paid_until, frozen_month, frozen_day, started_at,
                             created_at, updated_at)
  select t.id, '0936' || lpad(i::text, 7, '0'), (1 + i % 10) * 50000, m.months,
         a.start, 1 + i % 31, st.status, p.paid, a.start - 1 + m.months * p.paid,
         case when st.status = 'active' then null else ${current} end,
         case when st.status = 'active' then null else 15 end,
         now(), now() - (i || ' minutes')::interval, now()
  from generate_series(1, ${MEMBERSHIPS}) i
  join subscription_types t on t.slug = case when i % 3 = 0 then 'bench-orphans' else 'bench-general' end
  cross join lateral (select (array[1,1,1,1,1,1,1,3,6,12])[1 + i % 10] as months) m
  cross join lateral (select (array['active','active','active','active','active','active','active','active','active','active',
                                    'active','active','active','active','active','active','active','active','paused','canceled'])[1 + (i / 7) % 20] as status) st
  cross join lateral (select ${current} - 24 + i % 24 as start) a
  -- Where each stands: ahead, paid up, owing 1 or 2, or owing 3 to 8 periods (a tenth).
  cross join lateral (
    select greatest(0, (${current} - a.start
      - (array[-3,-1,0,0,0,0,0,0,1,1,1,2,2,0,0,0,-2,3,5,8])[1 + (i / 3) % 20] * m.months) / m.months) as paid
  ) p;
`

/** Writes the memberships with `run` (SQL on the bench's database). */
export async function seedMemberships(run) {
  await run(seedSql(currentPeriod()))
  // The embedded database has no autovacuum: settle the rows as a live database would.
  await run('vacuum analyze')
}

/**
 * The dashboard's memberships list filtered to "owes 3 or more periods" over 200,000 memberships,
 * in requests per second beside `/api/props` on the same server in the same run (target: a ratio
 * of at least 0.2), with signed-in `/api/props` as the floor any dashboard request starts from.
 * On the embedded database, and on PostgreSQL when one is named (`onEachDatabase`).
 */
export async function subscriptionsOwing(root) {
  return onEachDatabase(
    root,
    { name: 'subscriptions', port: '3305' },
    seedMemberships,
    async (server, database) => {
      const cookie = await signIn(server.url)
      const headers = { cookie, accept: 'application/json' }
      const sample = await (await fetch(server.url + OWING_QUERY, { headers })).json()
      // On 10 connections, as staff use it: the list is measured, not a queue for the database
      // (the embedded one answers one query at a time).
      const figures = await listAgainstProps(server, server.url + OWING_QUERY, headers, 10)
      return {
        database,
        memberships: MEMBERSHIPS,
        matches: sample.meta?.total ?? 0,
        due: sample.meta?.totals?.amount_due ?? '0',
        ...figures,
      }
    },
  )
}
