import { listAgainstProps, onEachDatabase, signIn } from './seeded-server.mjs'

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000)

/** The dashboard home's figures, as staff open it. */
export const STATS_QUERY = '/api/dashboard/stats'

/**
 * A million paid payments over the last three years (one every 90 seconds, newest first), set by
 * set: guest bills with one item each, of every kind (a sixth of them at the cash desk, the rest
 * at the sandbox and Zarinpal), charity items over six types and campaign gifts over four
 * campaigns, from 50,000 different mobiles; then the settlement ledger built from them with the
 * migration's own backfill (`0014_settlement_ledger`), as settlement would have kept it.
 */
const SEED_SQL = `
  insert into bills (id, guest_mobile, total, status, token, paid_transaction_id, paid_at,
                     created_at, updated_at)
  select i, '0935' || lpad((i % 50000)::text, 7, '0'), (1 + i % 40) * 25000, 'paid',
         'bench-' || i, i, now() - (i * interval '90 seconds'),
         now() - (i * interval '90 seconds') - interval '2 minutes', now()
  from generate_series(1, $PAYMENTS) i;
  insert into bill_items (bill_id, kind, item_id, title, amount, sub_key)
  select i, k.kind, i, k.kind, (1 + i % 40) * 25000,
         case k.kind when 'charity' then 1 + i % 6 when 'campaign' then 1 + i % 4 end
  from generate_series(1, $PAYMENTS) i
  cross join lateral (select (array['charity','charity','charity','campaign','campaign',
                                    'subscription','crown','chest'])[1 + i % 8] as kind) k;
  insert into transactions (id, bill_id, gateway, amount, token, reference_id, status, paid_at,
                            raw, created_at, updated_at)
  select i, i, g.gateway, (1 + i % 40) * 25000, 'bench-' || i, 'REF' || i, 'paid',
         now() - (i * interval '90 seconds'), '[]',
         now() - (i * interval '90 seconds') - interval '1 minute', now()
  from generate_series(1, $PAYMENTS) i
  cross join lateral (select (array['sandbox','zarinpal','zarinpal','sep','sandbox','cash'])[1 + i % 6]
                      as gateway) g;
  select setval(pg_get_serial_sequence('bills', 'id'), $PAYMENTS);
  select setval(pg_get_serial_sequence('bill_items', 'id'), (select max(id) from bill_items));
  select setval(pg_get_serial_sequence('transactions', 'id'), $PAYMENTS);
  insert into settlement_ledger (day, gateway, kind, sub_key, count, amount)
  select p.day, p.gateway, p.kind, p.sub_key, count(distinct p.id), sum(p.amount)
  from (
    select t.id, t.gateway, (t.paid_at at time zone 'Asia/Tehran')::date as day,
      i.kind, i.sub_key, i.amount
    from transactions t join bill_items i on i.bill_id = t.bill_id
    where t.status = 'paid'
  ) p
  group by grouping sets ((p.day, p.gateway), (p.day, p.gateway, p.kind),
    (p.day, p.gateway, p.kind, p.sub_key))
  having grouping(p.sub_key) = 1 or p.sub_key is not null;
`

/**
 * The dashboard home's API over 1,000,000 paid payments, in requests per second beside
 * `/api/props` on the same server in the same run (target: a ratio of at least 0.2). On the
 * embedded database, and on PostgreSQL when one is named (`onEachDatabase`).
 */
export async function dashboardStats(root) {
  const seed = async (run) => {
    await run(SEED_SQL.replaceAll('$PAYMENTS', String(PAYMENTS)))
    // The embedded database has no autovacuum: settle the rows as a live database would.
    await run('vacuum analyze')
  }
  return onEachDatabase(root, { name: 'stats', port: '3306' }, seed, async (server, database) => {
    const cookie = await signIn(server.url)
    const headers = { cookie, accept: 'application/json' }
    const sample = await (await fetch(server.url + STATS_QUERY, { headers })).json()
    const figures = await listAgainstProps(server, server.url + STATS_QUERY, headers, 10)
    return {
      database,
      payments: PAYMENTS,
      year: sample.data?.income?.year ?? null,
      months: sample.data?.series?.rows?.length ?? 0,
      ...figures,
    }
  })
}
