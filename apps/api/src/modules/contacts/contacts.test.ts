import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { mediaFiles } from '../media/media.tables.ts'
import { roles } from '../users/users.tables.ts'
import { putSetting } from '../settings/settings.service.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { contactMessages } from './contacts.tables.ts'

const ctx = await setupTestApp()

async function signedIn(roleNames: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** Posts form data the way the browser does (the harness client speaks JSON). */
async function postForm(client: TestClient, form: FormData) {
  await client.get('/sanctum/csrf-cookie')
  const res = await fetch(`${ctx.url}/api/contact-us`, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
    },
  })
  return { status: res.status, body: (await res.json()) as any }
}

const message = { type: 'suggestion', subject_id: 2, body: 'لطفاً رسید پرداخت را پیامک کنید.' }

describe('sending feedback', () => {
  it('saves a message as new and lists it among my messages', async () => {
    const { client } = await signedIn()
    const sent = await client.post('/api/contact-us', message)
    expect(sent.status).toBe(201)
    expect(sent.body.data).toMatchObject({
      type: 'suggestion',
      subject_id: 2,
      subject: 'سایت و برنامه',
      status: 'new',
      reply: null,
    })
    const mine = await client.get('/api/contact-us')
    expect(mine.body.meta.total).toBe(1)
    expect(mine.body.data[0].id).toBe(sent.body.data.id)
  })

  it('accepts the form as multipart form data with a private attachment', async () => {
    const { client } = await signedIn()
    const form = new FormData()
    form.set('type', 'question')
    form.set('subject_id', '4')
    form.set('body', 'ساعت کاری دفتر خیریه چه زمانی است؟')
    form.set('attachment', new Blob([PNG], { type: 'image/png' }), 'رسید.png')
    const res = await postForm(client, form)
    expect(res.status).toBe(201)
    const sent = res.body.data
    expect(sent).toMatchObject({
      type: 'question',
      subject_id: 4,
      attachment: { name: 'رسید.png', url: expect.stringContaining('signature=') },
    })
    // The signed link works without a session; the file is not public.
    const link = new URL(sent.attachment.url)
    const file = await fetch(`${ctx.url}${link.pathname}${link.search}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
    const [media] = await ctx.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, sent.attachment.id))
    expect(media).toMatchObject({ visibility: 'private', collection: 'contacts' })
  })

  it('refuses an attachment that is not an image or document, or too large, and saves nothing', async () => {
    const { client, user } = await signedIn()
    const fields = () => {
      const form = new FormData()
      form.set('type', 'criticism')
      form.set('subject_id', '1')
      form.set('body', 'فایل پیوست')
      return form
    }
    const script = fields()
    script.set(
      'attachment',
      new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      'x.png',
    )
    const refused = await postForm(client, script)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ attachment: ['قالب فایل معتبر نیست.'] })

    const big = fields()
    big.set('attachment', new Blob([Buffer.alloc(6 * 1024 * 1024, 1)]), 'big.pdf')
    const tooLarge = await postForm(client, big)
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.body.errors).toEqual({
      attachment: ['حجم فایل نباید بیشتر از ۵ مگابایت باشد.'],
    })

    const invalidFields = new FormData()
    invalidFields.set('attachment', new Blob([PNG], { type: 'image/png' }), 'a.png')
    expect((await postForm(client, invalidFields)).status).toBe(422)

    const saved = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id))
    expect(saved).toEqual([])
    const files = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.uploadedBy, user.id))
    expect(files).toEqual([])
  })

  it('refuses an empty body, an unknown type and a subject that is not on the list', async () => {
    const { client } = await signedIn()
    const res = await client.post('/api/contact-us', { type: 'praise', subject_id: 99, body: ' ' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      type: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
      body: ['این فیلد نباید خالی باشد.'],
      subject_id: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
    })
    const missing = await client.post('/api/contact-us', { body: 'سلام' })
    expect(missing.body.errors).toEqual({
      type: ['این فیلد نباید خالی باشد.'],
      subject_id: ['این فیلد نباید خالی باشد.'],
    })
  })

  it('validates one field live without sending anything', async () => {
    const { client, user } = await signedIn()
    const res = await client.post(
      '/api/contact-us',
      { subject_id: 77 },
      { headers: { precognition: 'true', 'precognition-validate-only': 'subject_id' } },
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ subject_id: ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
    const ok = await client.post('/api/contact-us', message, {
      headers: { precognition: 'true' },
    })
    expect(ok.status).toBe(204)
    const saved = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id))
    expect(saved).toHaveLength(0)
  })

  it('is for signed-in people only', async () => {
    const guest = ctx.client()
    expect((await guest.post('/api/contact-us', message)).status).toBe(401)
    expect((await guest.get('/api/contact-us')).status).toBe(401)
    expect((await guest.get('/api/contact-us/subjects')).status).toBe(401)
  })
})

describe('privacy', () => {
  it("never shows a user another user's message", async () => {
    const { client: author } = await signedIn()
    const { client: other } = await signedIn()
    const sent = await author.post('/api/contact-us', message)
    const id = sent.body.data.id
    expect((await author.get(`/api/contact-us/${id}`)).status).toBe(200)
    const peek = await other.get(`/api/contact-us/${id}`)
    expect(peek.status).toBe(404)
    expect(peek.text).not.toContain(message.body)
    expect((await other.get('/api/contact-us')).body.data).toEqual([])
    expect((await other.get('/api/contact-us/not-a-number')).status).toBe(404)
  })
})

describe('answering in the dashboard', () => {
  it('marks a new message read when staff open it, and answers it with a notification', async () => {
    const { client: author, user } = await signedIn()
    const id = (await author.post('/api/contact-us', message)).body.data.id
    const { client: staff, user: admin } = await signedIn(['admin'])

    const list = await staff.get(
      `/api/dashboard/contacts?filter[status]=new&filter[user_id]=${user.id}`,
    )
    expect(list.body.data.map((m: { id: number }) => m.id)).toEqual([id])
    expect(list.body.data[0].user).toMatchObject({ id: user.id, mobile: user.mobile })

    const opened = await staff.get(`/api/dashboard/contacts/${id}`)
    expect(opened.body.data).toMatchObject({ status: 'read' })
    expect(opened.body.data.read_at).not.toBeNull()

    const empty = await staff.post(`/api/dashboard/contacts/${id}/reply`, { reply: '' })
    expect(empty.status).toBe(422)

    const answered = await staff.post(`/api/dashboard/contacts/${id}/reply`, {
      reply: 'ممنون از پیشنهادتان؛ از ماه آینده رسیدها پیامک می‌شوند.',
    })
    expect(answered.status).toBe(200)
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      reply: 'ممنون از پیشنهادتان؛ از ماه آینده رسیدها پیامک می‌شوند.',
      replied_by: { id: admin.id },
    })

    const unread = await author.get('/api/notifications/unread-count')
    expect(unread.body.data.count).toBe(1)
    const inbox = await author.get('/api/notifications')
    expect(inbox.body.data[0]).toMatchObject({
      kind: 'reply',
      link: `/contact-us/${id}`,
      read_at: null,
      body: 'ممنون از پیشنهادتان؛ از ماه آینده رسیدها پیامک می‌شوند.',
    })
    // Reading the reply on its page reads its notification too.
    const mine = await author.get(`/api/contact-us/${id}`)
    expect(mine.body.data).toMatchObject({ status: 'answered', reply: expect.any(String) })
    expect((await author.get('/api/notifications/unread-count')).body.data.count).toBe(0)

    const history = await staff.get(`/api/dashboard/contacts/${id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(['replied', 'read'])
  })

  it('filters by type, subject and date, and searches the text', async () => {
    const { client: author } = await signedIn()
    await author.post('/api/contact-us', {
      type: 'criticism',
      subject_id: 1,
      body: 'درگاه کند بود',
    })
    await author.post('/api/contact-us', {
      type: 'question',
      subject_id: 3,
      body: 'چطور مددجو معرفی کنم؟',
    })
    const { client: staff } = await signedIn(['admin'])
    const criticism = await staff.get('/api/dashboard/contacts?filter[type]=criticism&search=درگاه')
    expect(criticism.body.data.map((m: { body: string }) => m.body)).toEqual(['درگاه کند بود'])
    const bySubject = await staff.get('/api/dashboard/contacts?filter[subject_id]=3&search=مددجو')
    expect(bySubject.body.data).toHaveLength(1)
    const today = new Date().toISOString().slice(0, 10)
    const future = await staff.get(
      `/api/dashboard/contacts?filter[created_at][gt]=2999-01-01&search=درگاه`,
    )
    expect(future.body.data).toEqual([])
    const recent = await staff.get(
      `/api/dashboard/contacts?filter[created_at][gte]=${today}&search=درگاه`,
    )
    expect(recent.body.data).toHaveLength(1)
    expect((await staff.get('/api/dashboard/contacts?filter[status]=lost')).status).toBe(422)
  })

  it('deletes a message, and refuses people without the contacts permissions', async () => {
    const { client: author } = await signedIn()
    const id = (await author.post('/api/contact-us', message)).body.data.id
    const { client: operator } = await signedIn(['operator'])
    expect((await operator.get('/api/dashboard/contacts')).status).toBe(403)
    expect(
      (await operator.post(`/api/dashboard/contacts/${id}/reply`, { reply: 'x' })).status,
    ).toBe(403)
    const { client: staff } = await signedIn(['admin'])
    expect((await staff.delete(`/api/dashboard/contacts/${id}`)).status).toBe(204)
    expect((await staff.get(`/api/dashboard/contacts/${id}`)).status).toBe(404)
    expect((await author.get(`/api/contact-us/${id}`)).status).toBe(404)
  })
})

describe('settings', () => {
  it('keeps subject ids, gives new subjects fresh ones, and tells the chosen staff of new messages', async () => {
    const { client: staff } = await signedIn(['admin'])
    const chosen = await ctx.createUser({ firstName: 'زهرا', lastName: 'کریمی' }, ['operator'])
    const accountant = await ctx.createUser({}, ['accountant'])
    const [accountantRole] = await ctx.db.select().from(roles).where(eq(roles.name, 'accountant'))

    const found = await staff.get(
      `/api/dashboard/contacts/staff?search=${encodeURIComponent('زهرا کریمی')}`,
    )
    expect(found.body.data.map((u: { id: number }) => u.id)).toContain(chosen.id)

    const saved = await staff.put('/api/dashboard/contacts/settings', {
      subjects: [{ id: 2, title: 'سایت' }, { title: 'تاج گل' }],
      notify_user_ids: [chosen.id],
      notify_role_ids: [accountantRole!.id],
      notify_sms: true,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.subjects).toEqual([
      { id: 2, title: 'سایت' },
      { id: 5, title: 'تاج گل' },
    ])
    expect(saved.body.data.notify_users).toEqual([
      { id: chosen.id, name: 'زهرا کریمی', mobile: chosen.mobile },
    ])

    const { client: author } = await signedIn()
    expect((await author.get('/api/contact-us/subjects')).body.data).toHaveLength(2)
    expect((await author.post('/api/contact-us', { ...message, subject_id: 1 })).status).toBe(422)
    const sent = await author.post('/api/contact-us', { ...message, subject_id: 5 })
    expect(sent.body.data.subject).toBe('تاج گل')

    for (const person of [chosen, accountant]) {
      const [note] = await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, person.id))
      expect(note).toMatchObject({
        kind: 'contact',
        link: `/dashboard/contact?id=${sent.body.data.id}`,
      })
      expect((await ctx.lastSms(person.mobile))?.text).toContain('تاج گل')
    }

    const bad = await staff.put('/api/dashboard/contacts/settings', {
      subjects: [{ title: '' }],
      notify_user_ids: [999999],
      notify_role_ids: [999999],
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'notify_role_ids',
      'notify_user_ids',
      'subjects.0.title',
    ])
    await putSetting(ctx.db, 'contacts', 'notify', { user_ids: [], role_ids: [], sms: false })
  })

  it('lets view-only staff read the settings but not change them', async () => {
    const { client: root } = await signedIn(['admin'])
    const role = await root.post('/api/dashboard/roles', {
      name: 'contact-reader',
      title: 'خوانندهٔ پیام‌ها',
      permissions: ['contacts.view'],
    })
    expect(role.status).toBe(201)
    const { client: reader } = await signedIn(['contact-reader'])
    expect((await reader.get('/api/dashboard/contacts/settings')).status).toBe(200)
    const change = await reader.put('/api/dashboard/contacts/settings', { subjects: [] })
    expect(change.status).toBe(403)
  })
})
