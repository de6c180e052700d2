import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { violatedUniqueIndex } from './needies.repository.ts'
import { needies } from './needies.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function staff(role = 'operator') {
  const client = ctx.client()
  const user = await ctx.createUser({}, [role])
  await ctx.actingAs(client, user)
  return { client, user }
}

/** Valid national codes (check digit computed), one per person these tests register. */
let codeCounter = 0
function nextCode() {
  const nine = String(123000000 + ++codeCounter * 7919).padStart(9, '0')
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i)
  const r = sum % 11
  return `${nine}${r < 2 ? r : 11 - r}`
}
const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'زینب',
  family: 'آزمایشی',
  national_code: nextCode(),
  mobile: '09121112233',
  address: 'تهران، خیابان آزمایش، پلاک ۷',
  gender: 'female',
  ...overrides,
})

async function register(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/dashboard/needies', person(overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; national_code: string } & Record<string, unknown>
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

async function upload(client: TestClient, url: string, name = 'photo.png', bytes?: Buffer) {
  await client.get('/sanctum/csrf-cookie')
  const form = new FormData()
  const content = bytes ?? (await png())
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), name)
  const res = await fetch(ctx.url + url, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
    },
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe('registering a person', () => {
  it('keeps every field of the info form, typed with Persian digits and Arabic letters', async () => {
    const { client: operator, user } = await staff()
    const { user: researcher } = await staff('researcher')
    const code = nextCode()
    const res = await operator.post('/api/dashboard/needies', {
      name: 'علي',
      family: 'كريمی',
      father_name: 'محمد',
      national_code: persianDigits(`${code.slice(0, 3)}-${code.slice(3, 9)}-${code.slice(9)}`),
      doc_id: '۱۲۳۴۵',
      mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      second_mobile: '+989351112233',
      phone: '۰۲۱-۸۸۰۰ ۱۲۳۴',
      city: 'تهران',
      area: 'منطقهٔ ۱۲',
      address: 'تهران، خیابان ری، کوچهٔ یاس، پلاک ۴',
      lat: 35.6712,
      lng: 51.4264,
      birthday: '۱۹۸۰-۰۳-۲۱',
      gender: 'male',
      marital_status: 'married',
      job: 'نگهبان',
      education: 'diploma',
      monthly_income: '۸٬۵۰۰٬۰۰۰',
      dependents_count: '۴',
      orphans_count: 0,
      physical_condition: 'chronic_illness',
      citizenship: 'iranian',
      priority: 'high',
      final_status: 'approved',
      date_seen: '2025-01-15',
      researcher_id: researcher.id,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const saved = res.body.data
    expect(saved).toMatchObject({
      name: 'علی',
      family: 'کریمی',
      father_name: 'محمد',
      national_code: code,
      doc_id: '12345',
      mobile: '09123456789',
      second_mobile: '09351112233',
      phone: '02188001234',
      city: 'تهران',
      area: 'منطقهٔ ۱۲',
      address: 'تهران، خیابان ری، کوچهٔ یاس، پلاک ۴',
      lat: 35.6712,
      lng: 51.4264,
      birthday: '1980-03-21',
      gender: 'male',
      marital_status: 'married',
      job: 'نگهبان',
      education: 'diploma',
      monthly_income: 8_500_000,
      dependents_count: 4,
      orphans_count: 0,
      physical_condition: 'chronic_illness',
      citizenship: 'iranian',
      priority: 'high',
      // A new file waits for a visit: the form's final status is a proposal.
      final_status: 'pending',
      proposed_final_status: 'approved',
      date_seen: '2025-01-15',
      researcher_id: researcher.id,
      researcher: { id: researcher.id, name: 'کاربر آزمایشی' },
      archived_at: null,
    })
    const shown = await operator.get(`/api/dashboard/needies/${saved.id}`)
    expect(shown.body.data).toEqual(saved)
    const history = await operator.get(`/api/dashboard/needies/${saved.id}/history`)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0]).toMatchObject({
      action: 'created',
      user: { id: user.id },
      after: { nationalCode: code },
    })
  })

  it('refuses bad input with the spec’s messages', async () => {
    const { client } = await staff()
    const res = await client.post('/api/dashboard/needies', {
      name: ' ',
      national_code: '1234567890',
      doc_id: 'A-12',
      mobile: '0912',
      phone: '۸۸۰۰۱۲۳',
      monthly_income: 'ده میلیون',
      dependents_count: 2,
      orphans_count: 3,
      gender: 'x',
      birthday: '2999-01-01',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      name: ['این فیلد نباید خالی باشد.'],
      family: ['این فیلد نباید خالی باشد.'],
      national_code: ['کد ملی باید ۱۰ رقم و معتبر باشد.'],
      doc_id: ['شمارهٔ پرونده باید عدد باشد.'],
      mobile: ['شمارهٔ موبایل معتبر نیست.'],
      phone: ['شماره تلفن باید ۱۱ رقم باشد.'],
      monthly_income: ['درآمد ماهانه باید عدد باشد.'],
      address: ['این فیلد نباید خالی باشد.'],
      gender: ['جنسیت را انتخاب کنید.'],
      birthday: ['تاریخ نباید بعد از امروز باشد.'],
      orphans_count: ['تعداد فرزندان یتیم درست نیست.'],
    })
    expect(await ctx.db.select().from(needies).where(eq(needies.name, ' '))).toEqual([])
  })

  it('refuses a code of one repeated digit and asks Iranian citizens for a national code', async () => {
    const { client } = await staff()
    const same = await client.post(
      '/api/dashboard/needies',
      person({ national_code: '۱۱۱۱۱۱۱۱۱۱' }),
    )
    expect(same.body.errors).toEqual({ national_code: ['کد ملی باید ۱۰ رقم و معتبر باشد.'] })
    const none = await client.post('/api/dashboard/needies', person({ national_code: '' }))
    expect(none.body.errors).toEqual({ national_code: ['این فیلد نباید خالی باشد.'] })
    const afghan = await client.post(
      '/api/dashboard/needies',
      person({ national_code: '', citizenship: 'afghan' }),
    )
    expect(afghan.status).toBe(201)
    expect(afghan.body.data.national_code).toBeNull()
  })

  it('validates live (precognition) without saving', async () => {
    const { client } = await staff()
    const code = nextCode()
    const res = await client.post(
      '/api/dashboard/needies',
      { national_code: persianDigits(code) },
      { headers: { precognition: 'true', 'precognition-validate-only': 'national_code' } },
    )
    expect(res.status).toBe(204)
    expect(await ctx.db.select().from(needies).where(eq(needies.nationalCode, code))).toEqual([])
  })

  it('assigns files only to users who record visits', async () => {
    const { client } = await staff()
    const { user: accountant } = await staff('accountant')
    const res = await client.post(
      '/api/dashboard/needies',
      person({ researcher_id: accountant.id }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ researcher_id: ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
    const { user: researcher } = await staff('researcher')
    const options = await client.get('/api/dashboard/needies/researchers')
    expect(options.body.data).toContainEqual({ id: researcher.id, name: 'کاربر آزمایشی' })
    expect(options.body.data.map((o: { id: number }) => o.id)).not.toContain(accountant.id)
  })
})

describe('a national code already in the registry', () => {
  it('tells staff limited to their own families only that it is registered (issue 29)', async () => {
    const { client: operator } = await staff()
    const held = await register(operator)
    const limited = ctx.client()
    const role = await ctx.createRole(['needies.view', 'needies.create'])
    await ctx.actingAs(limited, await ctx.createUser({}, [role]))

    const tries = await Promise.all(
      ['live', 'submit'].map((mode) =>
        limited.post(
          '/api/dashboard/needies',
          person({ national_code: persianDigits(held.national_code) }),
          mode === 'live' ? { headers: { precognition: 'true' } } : {},
        ),
      ),
    )

    for (const res of tries) {
      expect(res.status).toBe(422)
      expect(res.body).toEqual({
        message: 'کد واردشده قبلاً ثبت شده است.',
        errors: { national_code: ['کد واردشده قبلاً ثبت شده است.'] },
      })
    }
  })

  it('is refused with a link to the file that has it, in any digits', async () => {
    const { client } = await staff()
    const first = await register(client)
    const again = await client.post(
      '/api/dashboard/needies',
      person({ national_code: persianDigits(first.national_code) }),
    )
    expect(again.status).toBe(422)
    expect(again.body).toEqual({
      message: 'کد واردشده قبلاً ثبت شده است.',
      errors: { national_code: ['کد واردشده قبلاً ثبت شده است.'] },
      existing: { national_code: first.id },
    })
    const other = await register(client)
    const edit = await client.put(
      `/api/dashboard/needies/${other.id}`,
      person({ national_code: first.national_code }),
    )
    expect(edit.status).toBe(422)
    expect(edit.body.existing).toEqual({ national_code: first.id })
    const own = await client.put(
      `/api/dashboard/needies/${other.id}`,
      person({ national_code: other.national_code, name: 'نام تازه' }),
    )
    expect(own.status).toBe(200)
  })

  it('lets exactly one of 10 concurrent registrations through', async () => {
    const { client } = await staff()
    const code = nextCode()
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/dashboard/needies', person({ national_code: code })),
      ),
    )
    const created = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status === 422)
    expect(created).toHaveLength(1)
    expect(refused).toHaveLength(9)
    const winner = created[0]!.body.data.id
    for (const r of refused) {
      expect(r.body.errors).toEqual({ national_code: ['کد واردشده قبلاً ثبت شده است.'] })
      expect(r.body.existing).toEqual({ national_code: winner })
    }
    const rows = await ctx.db.select().from(needies).where(eq(needies.nationalCode, code))
    expect(rows).toHaveLength(1)
  })
  it('answers a registration that lost the race at the unique index with the same 422', async () => {
    const { client } = await staff()
    const code = nextCode()
    const row = {
      name: 'x',
      family: 'y',
      mobile: '09120000000',
      address: 'z',
      gender: 'male' as const,
    }
    // The database's own answer to a second row with the code is recognised, on either engine.
    await ctx.db.insert(needies).values({ ...row, nationalCode: code })
    const error = await ctx.db
      .insert(needies)
      .values({ ...row, nationalCode: code })
      .catch((e: unknown) => e)
    expect(violatedUniqueIndex(error)).toBe('needies_national_code_unique')
    if (ctx.database.kind !== 'postgres') return
    // On PostgreSQL, a registration whose check ran before another's commit reaches the index.
    const raced = nextCode()
    const other = await ctx.database.pool!.connect()
    try {
      await other.query('begin')
      const held = await other.query(
        `insert into needies (name, family, mobile, address, gender, national_code)
         values ('x', 'y', '09120000000', 'z', 'male', $1) returning id`,
        [raced],
      )
      const pending = client.post('/api/dashboard/needies', person({ national_code: raced }))
      await new Promise((r) => setTimeout(r, 500))
      await other.query('commit')
      const res = await pending
      expect(res.status).toBe(422)
      expect(res.body.existing).toEqual({ national_code: held.rows[0].id })
    } finally {
      other.release()
    }
  })
})

describe('the final status', () => {
  it('does not change until a visit is submitted', async () => {
    const { client: operator } = await staff()
    const { client: researcherClient, user: researcher } = await staff('researcher')
    const file = await register(operator, { researcher_id: researcher.id })

    const proposed = await operator.put(`/api/dashboard/needies/${file.id}/status`, {
      priority: 'urgent',
      final_status: 'approved',
    })
    expect(proposed.status).toBe(200)
    expect(proposed.body.data).toMatchObject({
      priority: 'urgent',
      final_status: 'pending',
      proposed_final_status: 'approved',
    })
    const edited = await operator.put(
      `/api/dashboard/needies/${file.id}`,
      person({
        national_code: file.national_code,
        final_status: 'rejected',
        researcher_id: researcher.id,
      }),
    )
    expect(edited.body.data).toMatchObject({
      final_status: 'pending',
      proposed_final_status: 'rejected',
    })

    const first = await researcherClient.post(`/api/dashboard/needies/${file.id}/visits`, {
      visited_at: '2025-02-01',
      report: 'خانواده در خانهٔ اجاره‌ای زندگی می‌کند.',
      final_status: 'follow_up',
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data).toMatchObject({
      visited_at: '2025-02-01',
      researcher: { id: researcher.id },
      final_status: 'follow_up',
      previous_status: 'pending',
    })
    const second = await researcherClient.post(`/api/dashboard/needies/${file.id}/visits`, {
      visited_at: '۲۰۲۵-۰۴-۱۰',
      report: 'هزینهٔ درمان تأیید شد.',
      final_status: 'approved',
    })
    expect(second.status).toBe(201)

    const after = await operator.get(`/api/dashboard/needies/${file.id}`)
    expect(after.body.data).toMatchObject({
      final_status: 'approved',
      proposed_final_status: null,
      date_seen: '2025-04-10',
    })
    const visits = await researcherClient.get(`/api/dashboard/needies/${file.id}/visits`)
    expect(visits.body.data.map((v: { visited_at: string }) => v.visited_at)).toEqual([
      '2025-04-10',
      '2025-02-01',
    ])
    const history = await operator.get(`/api/dashboard/needies/${file.id}/history`)
    const statuses = history.body.data
      .filter((h: { action: string }) => h.action === 'updated')
      .map((h: { after: { finalStatus: string } }) => h.after.finalStatus)
    expect(statuses).toEqual(['approved', 'follow_up', 'pending', 'pending'])
  })

  it('a visit that fails validation changes nothing', async () => {
    const { client } = await staff('admin')
    const file = await register(client)
    const res = await client.post(`/api/dashboard/needies/${file.id}/visits`, {
      visited_at: '2025-02-30',
      report: '',
      final_status: 'approved',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      visited_at: ['تاریخ واردشده معتبر نیست.'],
      report: ['این فیلد نباید خالی باشد.'],
    })
    expect((await client.get(`/api/dashboard/needies/${file.id}`)).body.data.final_status).toBe(
      'pending',
    )
  })
})

describe('researchers', () => {
  it('see only the people assigned to them; others are 404 everywhere', async () => {
    const { client: operator } = await staff()
    const { client: mine, user: me } = await staff('researcher')
    const { user: colleague } = await staff('researcher')
    const assigned = await register(operator, { researcher_id: me.id, city: 'قم' })
    const theirs = await register(operator, { researcher_id: colleague.id, city: 'قم' })
    const nobody = await register(operator, { city: 'قم' })
    await operator.post('/api/dashboard/needies-dependents', {
      needy_id: theirs.id,
      relation: 'child',
      name: 'سارا',
      family: 'آزمایشی',
    })

    const list = await mine.get('/api/dashboard/needies?filter[city]=قم')
    expect(list.body.data.map((n: { id: number }) => n.id)).toEqual([assigned.id])
    for (const other of [theirs, nobody]) {
      for (const path of [
        `/api/dashboard/needies/${other.id}`,
        `/api/dashboard/needies/${other.id}/visits`,
        `/api/dashboard/needies/${other.id}/history`,
      ]) {
        const res = await mine.get(path)
        expect(res.status, path).toBe(404)
        expect(res.body.message).toBe('موردی که دنبالش بودید پیدا نشد.')
      }
      const visit = await mine.post(`/api/dashboard/needies/${other.id}/visits`, {
        visited_at: '2025-01-01',
        report: 'x',
        final_status: 'approved',
      })
      expect(visit.status).toBe(404)
    }
    const visit = await mine.post(`/api/dashboard/needies/${assigned.id}/visits`, {
      visited_at: '2025-01-01',
      report: 'بازدید انجام شد.',
      final_status: 'approved',
      // A researcher records their own visits, whoever they name.
      researcher_id: colleague.id,
    })
    expect(visit.status).toBe(201)
    expect(visit.body.data.researcher.id).toBe(me.id)
    // The status form is the registry staff's: a researcher's visit decides.
    expect(
      (
        await mine.put(`/api/dashboard/needies/${assigned.id}/status`, {
          priority: 'low',
          final_status: 'rejected',
        })
      ).status,
    ).toBe(403)
    const rows = await ctx.db.select().from(needies).where(eq(needies.id, theirs.id))
    expect(rows[0]!.finalStatus).toBe('pending')
  })

  it('are scoped in the other registry lists too', async () => {
    const { client: admin } = await staff('admin')
    const { user: me } = await staff('researcher')
    const mine = await register(admin, { researcher_id: me.id })
    const other = await register(admin)
    for (const id of [mine.id, other.id]) {
      await admin.post('/api/dashboard/needies-helps', {
        needy_id: id,
        amount: 1000,
        given_at: '2025-01-01',
        type: 'cash',
      })
    }
    // A custom role: helps may be viewed, the registry not kept (so the researcher's scope holds).
    const { roles, rolePermissions, permissions } = await import('../users/users.tables.ts')
    const [role] = await ctx.db.insert(roles).values({ name: 'help-viewer' }).returning()
    const [perm] = await ctx.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, 'needies-helps.view'))
    await ctx.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: perm!.id })
    const viewer = ctx.client()
    const viewerUser = await ctx.createUser({}, ['help-viewer'])
    await ctx.db.update(needies).set({ researcherId: viewerUser.id }).where(eq(needies.id, mine.id))
    await ctx.actingAs(viewer, viewerUser)
    const helps = await viewer.get('/api/dashboard/needies-helps')
    expect(helps.body.data.map((h: { needy_id: number }) => h.needy_id)).toEqual([mine.id])
    expect((await viewer.get(`/api/dashboard/needies/${other.id}/help-totals`)).status).toBe(404)
  })
})

describe('permissions and reads', () => {
  it('export only with needies.export, and each export is audited as a read', async () => {
    const { client: operator } = await staff()
    const { client: admin, user } = await staff('admin')
    await register(admin, { name: 'خروجی', city: 'یزد' })
    expect((await operator.get('/api/dashboard/needies/export?format=csv')).status).toBe(403)
    const csv = await admin.get('/api/dashboard/needies/export?format=csv&filter[city]=یزد')
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('کد ملی')
    expect(csv.text).toContain('خروجی')
    const reads = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'needies-reads'), eq(auditLogs.userId, user.id)))
    expect(reads).toHaveLength(1)
    expect(reads[0]).toMatchObject({ action: 'exported', after: { query: { format: 'csv' } } })
  })

  it('audits opening a person’s page as a read, outside the history panel', async () => {
    const { client, user } = await staff()
    const file = await register(client)
    await client.get(`/api/dashboard/needies/${file.id}`)
    const reads = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'needies-reads'), eq(auditLogs.userId, user.id)))
    expect(reads.map((r) => [r.action, r.recordId])).toEqual([['viewed', String(file.id)]])
    const history = await client.get(`/api/dashboard/needies/${file.id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(['created'])
  })

  it('keeps the registry from staff without its permissions', async () => {
    const { client: accountant } = await staff('accountant')
    expect((await accountant.get('/api/dashboard/needies')).status).toBe(403)
    expect((await accountant.get('/api/dashboard/needies-helps')).status).toBe(403)
    expect((await accountant.get('/api/dashboard/needies-dependents')).status).toBe(403)
    const { client: researcher } = await staff('researcher')
    expect((await researcher.post('/api/dashboard/needies', person())).status).toBe(403)
    expect((await researcher.get('/api/dashboard/needies-helps')).status).toBe(403)
  })
})

describe('deleting and archiving', () => {
  it('refuses to delete a person with help and archives instead', async () => {
    const { client } = await staff()
    const file = await register(client)
    await client.post('/api/dashboard/needies-helps', {
      needy_id: file.id,
      amount: '۵۰۰٬۰۰۰',
      given_at: '2025-03-01',
      type: 'food',
    })
    const refused = await client.delete(`/api/dashboard/needies/${file.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'برای این مددجو کمک ثبت شده است و پرونده‌اش حذف نمی‌شود؛ به‌جای حذف، آن را بایگانی کنید.',
    )
    const archived = await client.post(`/api/dashboard/needies/${file.id}/archive`)
    expect(archived.status).toBe(200)
    expect(archived.body.data.archived_at).not.toBeNull()
    const active = await client.get(
      `/api/dashboard/needies?filter[archived]=0&filter[id]=${file.id}`,
    )
    expect(active.body.data).toEqual([])
    const closed = await client.get(
      `/api/dashboard/needies?filter[archived]=1&filter[id]=${file.id}`,
    )
    expect(closed.body.data).toHaveLength(1)
    const back = await client.post(`/api/dashboard/needies/${file.id}/unarchive`)
    expect(back.body.data.archived_at).toBeNull()
  })

  it('deletes a person without help, with their dependents; bulk deletes all or none', async () => {
    const { client } = await staff()
    const plain = await register(client)
    await client.post('/api/dashboard/needies-dependents', {
      needy_id: plain.id,
      relation: 'spouse',
      name: 'مینا',
      family: 'آزمایشی',
    })
    const helped = await register(client)
    await client.post('/api/dashboard/needies-helps', {
      needy_id: helped.id,
      amount: 1000,
      given_at: '2025-03-01',
      type: 'cash',
    })
    const bulk = await client.post('/api/dashboard/needies/bulk-delete', {
      ids: [plain.id, helped.id],
    })
    expect(bulk.status).toBe(409)
    expect((await client.get(`/api/dashboard/needies/${plain.id}`)).status).toBe(200)
    expect((await client.delete(`/api/dashboard/needies/${plain.id}`)).status).toBe(204)
    const dependents = await client.get(
      `/api/dashboard/needies-dependents?filter[needy_id]=${plain.id}`,
    )
    expect(dependents.body.data).toEqual([])
  })
})

describe('dependents', () => {
  it('are checked like the head of the household and listed per person and as one list', async () => {
    const { client } = await staff()
    const file = await register(client)
    const code = nextCode()
    const child = await client.post('/api/dashboard/needies-dependents', {
      needy_id: file.id,
      relation: 'child',
      name: 'امير',
      family: 'آزمایشی',
      national_code: persianDigits(code),
      birthday: '2015-05-05',
      gender: 'male',
      education: 'primary',
      job: '',
      health: 'آسم',
    })
    expect(child.status, JSON.stringify(child.body)).toBe(201)
    expect(child.body.data).toMatchObject({
      needy_id: file.id,
      needy: { id: file.id, name: 'زینب', family: 'آزمایشی' },
      name: 'امیر',
      national_code: code,
      health: 'آسم',
      job: null,
    })
    const bad = await client.post('/api/dashboard/needies-dependents', {
      needy_id: file.id,
      relation: 'cousin',
      name: 'x',
      family: 'y',
      national_code: '0000000000',
    })
    expect(bad.body.errors).toEqual({
      relation: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
      national_code: ['کد ملی باید ۱۰ رقم و معتبر باشد.'],
    })
    const twice = await client.post('/api/dashboard/needies-dependents', {
      needy_id: file.id,
      relation: 'child',
      name: 'x',
      family: 'y',
      national_code: code,
    })
    expect(twice.status).toBe(422)
    expect(twice.body.existing).toEqual({ national_code: file.id })
    const perPerson = await client.get(
      `/api/dashboard/needies-dependents?filter[needy_id]=${file.id}`,
    )
    expect(perPerson.body.data).toHaveLength(1)
    const searched = await client.get(
      `/api/dashboard/needies-dependents?search=${persianDigits(code)}`,
    )
    expect(searched.body.data.map((d: { id: number }) => d.id)).toEqual([child.body.data.id])
    const missing = await client.post('/api/dashboard/needies-dependents', {
      needy_id: 999999,
      relation: 'child',
      name: 'x',
      family: 'y',
    })
    expect(missing.body.errors).toEqual({ needy_id: ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
  })
})

describe('helps', () => {
  it('carry photos, add up per Jalali year and as a filtered list', async () => {
    const { client, user } = await staff()
    const file = await register(client)
    const photo = await upload(client, '/api/dashboard/needies-helps/attachments', 'رسید.png')
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    expect(photo.body.data).toMatchObject({ name: 'رسید.png', kind: 'image', mime: 'image/png' })

    const gifts = [
      { amount: '۲٬۰۰۰٬۰۰۰', given_at: '2024-03-19', type: 'cash' }, // 29 Esfand 1402
      { amount: 500_000, given_at: '2024-03-20', type: 'food' }, // 1 Farvardin 1403
      { amount: 1_500_000, given_at: '2025-03-20', type: 'medical' }, // 30 Esfand 1403
      { amount: 700_000, given_at: '2025-03-21', type: 'education' }, // 1 Farvardin 1404
    ]
    const created = []
    for (const [i, gift] of gifts.entries()) {
      const res = await client.post('/api/dashboard/needies-helps', {
        needy_id: file.id,
        ...gift,
        description: 'کمک آزمایشی',
        attachment_ids: i === 0 ? [photo.body.data.id] : [],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      created.push(res.body.data)
    }
    expect(created[0]).toMatchObject({
      amount: 2_000_000,
      given_by: { id: user.id },
      attachments: [{ id: photo.body.data.id, name: 'رسید.png', kind: 'image' }],
    })
    // Signed links name the public address; the test server listens elsewhere.
    const link = new URL(created[0].attachments[0].url)
    const image = await fetch(ctx.url + link.pathname + link.search)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    const totals = await client.get(`/api/dashboard/needies/${file.id}/help-totals`)
    expect(totals.body.data).toEqual([
      { year: 1404, amount: 700_000, count: 1 },
      { year: 1403, amount: 2_000_000, count: 2 },
      { year: 1402, amount: 2_000_000, count: 1 },
    ])

    const list = await client.get(
      `/api/dashboard/needies-helps?filter[needy_id]=${file.id}&filter[given_at][gte]=2024-03-20&filter[given_at][lte]=2025-03-20`,
    )
    expect(list.body.meta.totals).toEqual({ amount: '2000000', count: 2 })
    expect(list.body.data.map((h: { given_at: string }) => h.given_at)).toEqual([
      '2025-03-20',
      '2024-03-20',
    ])
  })

  it('attach only the registry’s own uploads by the same person, once', async () => {
    const { client } = await staff()
    const { client: colleague } = await staff()
    const file = await register(client)
    const theirs = await upload(colleague, '/api/dashboard/needies-helps/attachments')
    const res = await client.post('/api/dashboard/needies-helps', {
      needy_id: file.id,
      amount: 1000,
      given_at: '2025-01-01',
      type: 'cash',
      attachment_ids: [theirs.body.data.id],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ attachment_ids: ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
    const refused = await upload(
      client,
      '/api/dashboard/needies-helps/attachments',
      'notes.png',
      Buffer.from('plain text pretending to be a picture'),
    )
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ file: ['قالب فایل معتبر نیست.'] })
    const mine = await upload(client, '/api/dashboard/needies-helps/attachments')
    const gift = { needy_id: file.id, amount: 1000, given_at: '2025-01-01', type: 'cash' }
    const first = await client.post('/api/dashboard/needies-helps', {
      ...gift,
      attachment_ids: [mine.body.data.id],
    })
    expect(first.status).toBe(201)
    const reused = await client.post('/api/dashboard/needies-helps', {
      ...gift,
      attachment_ids: [mine.body.data.id],
    })
    expect(reused.status).toBe(422)
    // Kept on its own help when that help is edited.
    const edited = await client.put(`/api/dashboard/needies-helps/${first.body.data.id}`, {
      ...gift,
      amount: 2000,
      attachment_ids: [mine.body.data.id],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.attachments).toHaveLength(1)
  })

  it('of an archived file are not deleted', async () => {
    const { client } = await staff()
    const file = await register(client)
    const gift = await client.post('/api/dashboard/needies-helps', {
      needy_id: file.id,
      amount: 1000,
      given_at: '2025-01-01',
      type: 'cash',
    })
    await client.post(`/api/dashboard/needies/${file.id}/archive`)
    const res = await client.delete(`/api/dashboard/needies-helps/${gift.body.data.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(
      'این کمک حذف نمی‌شود، چون پروندهٔ مددجو بایگانی شده است؛ ابتدا پرونده را از بایگانی خارج کنید.',
    )
  })
})

describe('the list', () => {
  it('searches by name, national code in Persian digits and mobile, and filters with operators', async () => {
    const { client } = await staff()
    const { user: researcher } = await staff('researcher')
    const city = `شهر-${Date.now()}`
    const a = await register(client, {
      name: 'نرگس',
      family: 'فهرستی',
      city,
      priority: 'urgent',
      mobile: '09187654321',
      researcher_id: researcher.id,
    })
    const b = await register(client, { name: 'نادر', family: 'فهرستی', city, priority: 'low' })
    await client.post('/api/dashboard/needies-dependents', {
      needy_id: b.id,
      relation: 'child',
      name: 'x',
      family: 'y',
    })
    await client.post('/api/dashboard/needies-helps', {
      needy_id: a.id,
      amount: 1000,
      given_at: '2025-01-10',
      type: 'cash',
    })
    await client.post('/api/dashboard/needies-helps', {
      needy_id: b.id,
      amount: 1000,
      given_at: '2024-06-10',
      type: 'cash',
    })
    await client.post('/api/dashboard/needies-helps', {
      needy_id: b.id,
      amount: 1000,
      given_at: '2025-09-10',
      type: 'cash',
    })
    const ids = async (query: string) =>
      (await client.get(`/api/dashboard/needies?filter[city]=${city}&${query}`)).body.data.map(
        (n: { id: number }) => n.id,
      )
    expect(await ids('search=نرگس فهرستی')).toEqual([a.id])
    expect(await ids(`search=${persianDigits(a.national_code.slice(0, 6))}`)).toEqual([a.id])
    expect(await ids('search=9187654')).toEqual([a.id])
    expect(await ids('search=فهرس&sort=name')).toEqual([b.id, a.id])
    expect(await ids('filter[priority][gte]=high')).toEqual([a.id])
    expect(await ids('sort=-priority')).toEqual([a.id, b.id])
    expect(await ids(`filter[researcher_id]=${researcher.id}`)).toEqual([a.id])
    expect(await ids('filter[has_dependents]=1')).toEqual([b.id])
    expect(await ids('filter[has_dependents]=0')).toEqual([a.id])
    // Help between two days: one help within both bounds, not one help per bound.
    expect(
      await ids('filter[helped_at][gte]=2025-01-01&filter[helped_at][lte]=2025-02-01'),
    ).toEqual([a.id])
    expect(
      await ids('filter[helped_at][gte]=2024-07-01&filter[helped_at][lte]=2024-12-31'),
    ).toEqual([])
    const bad = await client.get('/api/dashboard/needies?filter[priority]=huge')
    expect(bad.status).toBe(422)
  })

  it('keeps each count in step with registrations, dependents, helps, archiving and deleting', async () => {
    const { client } = await staff('admin')
    const city = `شهر-شمار-${Date.now()}`
    const lists = {
      people: `/api/dashboard/needies?filter[city]=${city}&per_page=100`,
      archived: `/api/dashboard/needies?filter[city]=${city}&filter[archived]=1&per_page=100`,
      searched: `/api/dashboard/needies?filter[city]=${city}&filter[gender]=female&search=${encodeURIComponent('شمارش')}&per_page=100`,
      withDependents: `/api/dashboard/needies?filter[city]=${city}&filter[has_dependents]=1&per_page=100`,
      helped: `/api/dashboard/needies?filter[city]=${city}&filter[helped_at][gte]=2025-01-01&per_page=100`,
      helps: `/api/dashboard/needies-helps?search=${encodeURIComponent('شمارش')}&per_page=100`,
    }
    /** Each list's count (kept or counted again) against its own rows, read fresh. */
    const counts = async () => {
      const found: Record<string, number> = {}
      for (const [name, url] of Object.entries(lists)) {
        const res = await client.get(url)
        expect(res.status).toBe(200)
        expect(res.body.meta.total, name).toBe(res.body.data.length)
        if (name === 'helps') {
          const amounts = res.body.data.map((h: { amount: number }) => h.amount)
          expect(res.body.meta.totals).toEqual({
            amount: String(amounts.reduce((a: number, b: number) => a + b, 0)),
            count: amounts.length,
          })
        }
        found[name] = res.body.meta.total
      }
      return found
    }
    const none = { people: 0, archived: 0, searched: 0, withDependents: 0, helped: 0, helps: 0 }
    expect(await counts()).toEqual(none)

    const a = await register(client, { name: 'شمارش', family: 'یکم', city })
    const b = await register(client, { name: 'نوید', family: 'شمارشی', city, gender: 'male' })
    expect(await counts()).toMatchObject({ people: 2, searched: 1, withDependents: 0 })

    // Kept counts are used while the version stays: a write the trigger does not see (it is off
    // for a moment) leaves them as they were; the same write with it on is counted.
    const versionTrigger = (state: 'enable' | 'disable') =>
      ctx.db.execute(sql.raw(`alter table needies ${state} trigger needies_version`))
    await versionTrigger('disable')
    await ctx.db.update(needies).set({ gender: 'male' }).where(eq(needies.id, a.id))
    await versionTrigger('enable')
    expect((await client.get(lists.searched)).body.meta.total).toBe(1)
    await ctx.db.update(needies).set({ gender: 'female' }).where(eq(needies.id, a.id))
    expect(await counts()).toMatchObject({ searched: 1 })

    await client.post('/api/dashboard/needies-dependents', {
      needy_id: b.id,
      relation: 'child',
      name: 'فرزند',
      family: 'شمارشی',
    })
    expect(await counts()).toMatchObject({ withDependents: 1 })
    const help = await client.post('/api/dashboard/needies-helps', {
      needy_id: a.id,
      amount: 250_000,
      given_at: '2025-02-01',
      type: 'food',
    })
    expect(help.status).toBe(201)
    expect(await counts()).toMatchObject({ helped: 1, helps: 1 })
    await client.put(`/api/dashboard/needies-helps/${help.body.data.id}`, {
      amount: 400_000,
      given_at: '2024-12-01',
      type: 'food',
      attachment_ids: [],
    })
    expect(await counts()).toMatchObject({ helped: 0, helps: 1 })

    // Archiving and back, an edit that moves a person out of a search, then deleting one.
    expect((await client.post(`/api/dashboard/needies/${a.id}/archive`)).status).toBe(200)
    expect(await counts()).toMatchObject({ archived: 1 })
    expect((await client.post(`/api/dashboard/needies/${a.id}/unarchive`)).status).toBe(200)
    expect(await counts()).toMatchObject({ archived: 0 })
    const renamed = await client.put(
      `/api/dashboard/needies/${a.id}`,
      person({ name: 'دیگر', family: 'یکم', city, national_code: a.national_code }),
    )
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(await counts()).toMatchObject({ people: 2, searched: 0 })
    expect((await client.delete(`/api/dashboard/needies/${b.id}`)).status).toBe(204)
    expect(await counts()).toEqual({ ...none, people: 1 })
  })
})
