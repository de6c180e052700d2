import { listAgainstProps, onEachDatabase, signIn } from './seeded-server.mjs'

const PEOPLE = Number(process.env.BENCH_NEEDIES ?? 100_000)

/** The staff list as it is used: three filters and a name search. */
export const NEEDIES_QUERY =
  '/api/dashboard/needies?filter[priority][gte]=high&filter[final_status]=approved' +
  '&filter[gender]=female&search=' +
  encodeURIComponent('فاطمه')

const SEED_SQL = `
  insert into needies (name, family, national_code, mobile, city, address, gender, priority,
                       final_status, dependents_count, monthly_income, created_at, updated_at)
  select (array['فاطمه','زهرا','مریم','زینب','معصومه','علی','محمد','حسین','رضا','مهدی',
                'سکینه','اکرم','طاهره','حسن','جواد','سمیه','نرگس','کبری','صغری','عباس'])[1 + i % 20],
         (array['احمدی','محمدی','حسینی','رضایی','موسوی','کریمی','رحیمی','جعفری','قاسمی','صادقی',
                'حیدری','نوری','کاظمی','امینی','یوسفی','اکبری','مرادی','عباسی','سلیمانی','نجفی'])[1 + (i / 20) % 20],
         n9 || (case when s % 11 < 2 then s % 11 else 11 - s % 11 end)::text,
         '0912' || lpad((i % 10000000)::text, 7, '0'),
         (array['تهران','مشهد','اصفهان','شیراز','تبریز','قم','کرج','اهواز','یزد','کرمان'])[1 + (i / 7) % 10],
         'نشانی آزمایشی ' || i,
         case when i % 3 = 0 then 'male' else 'female' end,
         (array['low','medium','medium','high','urgent'])[1 + (i / 3) % 5],
         (array['pending','approved','approved','follow_up','rejected'])[1 + (i / 11) % 5],
         i % 6,
         (i % 50) * 250000,
         now() - (i || ' minutes')::interval,
         now()
  from (
    select i, n9,
           (select sum(substr(n9, k, 1)::int * (11 - k)) from generate_series(1, 9) k)::int as s
    from (select i, lpad((100000000 + i)::text, 9, '0') as n9
          from generate_series(1, $PEOPLE) i) codes
  ) people;
  insert into needy_dependents (needy_id, relation, name, family)
  select id, 'child', 'فرزند', family from needies where id % 3 = 0;
`

/**
 * 100,000 people written straight into the database: Persian names, valid and unique national
 * codes, statuses, priorities and cities spread the way a real registry's are, a third of them
 * with a dependent. `run` executes SQL on the bench's database (the embedded one while the
 * server is stopped, or the PostgreSQL server).
 */
export async function seedPeople(run) {
  await run(SEED_SQL.replace('$PEOPLE', String(PEOPLE)))
  // The embedded database has no autovacuum: settle the new rows as a live database would have.
  await run('vacuum analyze')
}

/**
 * The needies list with three filters and a search over 100,000 people, in requests per second
 * beside `/api/props` on the same server in the same run (target: a ratio of at least 0.2), with
 * signed-in `/api/props` as the floor any dashboard request starts from. On the embedded
 * database, and on PostgreSQL when one is named (`onEachDatabase`).
 */
export async function neediesList(root) {
  return onEachDatabase(
    root,
    { name: 'needies', port: '3304' },
    seedPeople,
    async (server, database) => {
      const cookie = await signIn(server.url)
      const headers = { cookie, accept: 'application/json' }
      const sample = await (await fetch(server.url + NEEDIES_QUERY, { headers })).json()
      const figures = await listAgainstProps(server, server.url + NEEDIES_QUERY, headers, 50)
      return { database, people: PEOPLE, matches: sample.meta?.total ?? 0, ...figures }
    },
  )
}
