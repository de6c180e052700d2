import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { load, withServer } from './props-throughput.mjs'

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 100_000)
const SLUG = 'school-supplies'

/**
 * `/api/campaigns/{slug}` requests per second with 100,000 paid donations to that campaign in
 * the database, beside `/api/props` on the same server in the same run (target: a ratio of at
 * least 0.5, which a page that counted or scanned its donations could not reach).
 */
export async function campaignThroughput(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-campaign-'))
  const server = path.join(root, 'apps/api/dist/server.js')
  const env = {
    PORT: '3304',
    READY_PATH: '/api/health',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'bench-password',
  }
  try {
    // A first start migrates and seeds the demo campaigns; the embedded database has one owner,
    // so the donations go in while the server is down.
    await withServer(server, env, async () => {})
    const db = new PGlite(dataDir)
    await db.query(
      `insert into campaign_donations (campaign_id, mobile, guest, amount, display_name, status, paid_at, created_at)
       select c.id, '0912' || lpad(g::text, 7, '0'), true, 10000 + (g % 50) * 1000,
              case when g % 3 = 0 then 'نیکوکار ' || g end, 'paid',
              now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
       from campaigns c, generate_series(1, $1::int) g where c.slug = $2`,
      [DONATIONS, SLUG],
    )
    await db.query(
      `update campaigns set
         collected = (select sum(amount) from campaign_donations d where d.campaign_id = campaigns.id and status = 'paid'),
         donors = (select count(distinct mobile) from campaign_donations d where d.campaign_id = campaigns.id and status = 'paid'),
         version = version + 1
       where slug = $1`,
      [SLUG],
    )
    const {
      rows: [figures],
    } = await db.query(`select collected, donors from campaigns where slug = $1`, [SLUG])
    await db.close()

    return await withServer(server, env, async (url) => {
      const page = `${url}/api/campaigns/${SLUG}`
      const check = await (await fetch(page)).json()
      if (check.data.donors !== Number(figures.donors))
        throw new Error('the campaign page does not show the seeded donations')
      await load(`${url}/api/props`) // warm-up
      await load(page)
      const props = await load(`${url}/api/props`)
      const campaign = await load(page)
      return {
        donations: DONATIONS,
        propsRps: Math.round(props.requests.average),
        campaignRps: Math.round(campaign.requests.average),
        campaignP99Ms: campaign.latency.p99,
        ratio: campaign.requests.average / props.requests.average,
        errors: campaign.errors + campaign.non2xx,
      }
    })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
