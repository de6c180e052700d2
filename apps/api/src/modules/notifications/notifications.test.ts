import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { notify } from './notifications.service.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function signedIn(roleNames: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

describe('my notifications', () => {
  it('lists only my own, newest first, and counts the unread ones', async () => {
    const { client, user } = await signedIn()
    const { user: other } = await signedIn()
    await notify(ctx.db, {
      userId: user.id,
      kind: 'receipt',
      title: 'رسید پرداخت',
      link: '/charity/1',
    })
    await notify(ctx.db, { userId: user.id, kind: 'reminder', title: 'یادآوری عضویت' })
    await notify(ctx.db, { userId: other.id, kind: 'reply', title: 'پیام دیگری' })

    const list = await client.get('/api/notifications')
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual([
      'یادآوری عضویت',
      'رسید پرداخت',
    ])
    expect(list.body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 })
    expect((await client.get('/api/notifications?per_page=1&page=2')).body.data[0].title).toBe(
      'رسید پرداخت',
    )
    expect((await client.get('/api/notifications/unread-count')).body.data.count).toBe(2)
  })

  it('marks one read, refuses another user’s, and marks all read', async () => {
    const { client, user } = await signedIn()
    const { client: stranger } = await signedIn()
    const first = await notify(ctx.db, { userId: user.id, kind: 'reply', title: 'یک' })
    await notify(ctx.db, { userId: user.id, kind: 'reply', title: 'دو' })

    expect((await stranger.post(`/api/notifications/${first.id}/read`)).status).toBe(404)
    expect((await client.post(`/api/notifications/${first.id}/read`)).status).toBe(204)
    expect((await client.get('/api/notifications/unread-count')).body.data.count).toBe(1)
    const all = await client.post('/api/notifications/read-all')
    expect(all.body.data.updated).toBe(1)
    expect((await client.get('/api/notifications/unread-count')).body.data.count).toBe(0)
    const list = await client.get('/api/notifications')
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data.every((n: { read_at: string | null }) => n.read_at)).toBe(true)
  })

  it('answers 401 to guests', async () => {
    const guest = ctx.client()
    expect((await guest.get('/api/notifications')).status).toBe(401)
    expect((await guest.get('/api/notifications/unread-count')).status).toBe(401)
    expect((await guest.post('/api/notifications/read-all')).status).toBe(401)
    expect((await guest.post('/api/notifications/1/read')).status).toBe(401)
  })

  it('shortens a long text: the notification links to the whole of it', async () => {
    const { user } = await signedIn()
    const row = await notify(ctx.db, {
      userId: user.id,
      kind: 'reply',
      title: 'پاسخ',
      body: 'الف '.repeat(400),
    })
    expect(row.body!.length).toBe(500)
    expect(row.body!.endsWith('…')).toBe(true)
  })
})

describe('site-wide announcements', () => {
  it('are posted by staff and show in the props at once, then go when removed', async () => {
    const { client: staff } = await signedIn(['admin'])
    const posted = await staff.post('/api/dashboard/announcements', {
      title: 'جشن نیکوکاری',
      body: 'پنجشنبه در مسجد محل',
      link: '/campaign/jashn',
    })
    expect(posted.status).toBe(201)
    const props = await ctx.client().get('/api/props')
    expect(props.body.notifications[0]).toMatchObject({
      id: posted.body.data.id,
      title: 'جشن نیکوکاری',
      link: '/campaign/jashn',
    })
    // Announcements are nobody's personal notifications.
    const { client: someone } = await signedIn()
    expect((await someone.get('/api/notifications')).body.data).toEqual([])

    expect((await staff.delete(`/api/dashboard/announcements/${posted.body.data.id}`)).status).toBe(
      204,
    )
    const after = await ctx.client().get('/api/props')
    expect(after.body.notifications.map((n: { id: number }) => n.id)).not.toContain(
      posted.body.data.id,
    )
  })

  it('keeps personal notifications out of the announcements list', async () => {
    const { user } = await signedIn()
    const personal = await notify(ctx.db, { userId: user.id, kind: 'reply', title: 'شخصی' })
    const { client: staff } = await signedIn(['admin'])
    const list = await staff.get('/api/dashboard/announcements?per_page=100')
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(personal.id)
    expect((await staff.get(`/api/dashboard/announcements/${personal.id}`)).status).toBe(404)
    expect((await staff.delete(`/api/dashboard/announcements/${personal.id}`)).status).toBe(404)
  })

  it('refuses a link that is neither a site path nor a web address, and needs the permission', async () => {
    const { client: staff } = await signedIn(['admin'])
    const bad = await staff.post('/api/dashboard/announcements', {
      title: 'x',
      link: 'javascript:alert(1)',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.link).toEqual(['نشانی واردشده معتبر نیست.'])
    const { client: operator } = await signedIn(['operator'])
    expect((await operator.post('/api/dashboard/announcements', { title: 'x' })).status).toBe(403)
  })
})
