import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { roles, users } from './users.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
const roleId = async (name: string) =>
  (await ctx.db.select().from(roles).where(eq(roles.name, name)))[0]!.id

async function signedIn(roleNames: string[], values = {}) {
  const client = ctx.client()
  const user = await ctx.createUser(values, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

describe('dashboard users', () => {
  it('creates a user and refuses a taken mobile in Persian', async () => {
    const { client } = await signedIn(['admin'])
    const mobile = uniqueMobile()
    const created = await client.post('/api/dashboard/users', {
      first_name: 'رضا',
      last_name: 'محمدی',
      mobile: mobile.replace(/^0/, '+98'),
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      name: 'رضا محمدی',
      mobile,
      roles: [],
      blocked: false,
    })
    const again = await client.post('/api/dashboard/users', {
      first_name: 'x',
      last_name: 'y',
      mobile,
    })
    expect(again.status).toBe(422)
    expect(again.body.errors.mobile).toEqual(['شمارهٔ موبایل واردشده قبلاً ثبت شده است.'])
  })

  it('refuses a form with bad fields, each with its Persian message, and saves nothing', async () => {
    const { client } = await signedIn(['admin'])
    const before = (await client.get('/api/dashboard/users')).body.meta.total
    const res = await client.post('/api/dashboard/users', {
      first_name: ' ',
      last_name: '',
      mobile: '0912',
      email: 'not-an-email',
      national_code: '123',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      first_name: ['این فیلد نباید خالی باشد.'],
      last_name: ['این فیلد نباید خالی باشد.'],
      mobile: ['شمارهٔ موبایل معتبر نیست.'],
      email: ['نشانی ایمیل معتبر نیست.'],
      national_code: ['کد ملی باید ۱۰ رقم و معتبر باشد.'],
    })
    expect(res.body.message).toBe('این فیلد نباید خالی باشد. (و ۴ خطای دیگر)')
    expect((await client.get('/api/dashboard/users')).body.meta.total).toBe(before)
  })

  it('blocks a user, which ends their sessions and stops sign-in, and unblocks', async () => {
    const { client } = await signedIn(['admin'])
    const target = await signedIn([], { password: await hash('blocked-pass') })
    expect((await client.post(`/api/dashboard/users/${target.user.id}/block`)).status).toBe(204)
    expect((await target.client.get('/api/user')).status).toBe(401)
    const login = await ctx
      .client()
      .post('/api/auth/login', { mobile: target.user.mobile, password: 'blocked-pass' })
    expect(login.status).toBe(403)
    const listed = await client.get(
      `/api/dashboard/users?filter[blocked]=1&filter[id]=${target.user.id}`,
    )
    expect(listed.body.data[0].blocked).toBe(true)
    await client.post(`/api/dashboard/users/${target.user.id}/unblock`)
    expect(
      (
        await ctx
          .client()
          .post('/api/auth/login', { mobile: target.user.mobile, password: 'blocked-pass' })
      ).status,
    ).toBe(200)
  })

  it('does not let anyone block or delete themselves', async () => {
    const { client, user } = await signedIn(['admin'])
    expect((await client.post(`/api/dashboard/users/${user.id}/block`)).status).toBe(409)
    expect((await client.delete(`/api/dashboard/users/${user.id}`)).status).toBe(409)
  })

  it('gives a user a role, and that user then opens the dashboard', async () => {
    const { client } = await signedIn(['admin'])
    const target = await signedIn([])
    expect((await target.client.get('/api/user')).body.panel_access).toBe(false)
    expect((await target.client.get('/api/dashboard/users')).status).toBe(403)
    const res = await client.put(`/api/dashboard/users/${target.user.id}/roles`, {
      roles: [await roleId('admin')],
    })
    expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['admin'])
    expect((await target.client.get('/api/user')).body.panel_access).toBe(true)
    expect((await target.client.get('/api/dashboard/users')).status).toBe(200)
  })

  it('refuses a user giving themselves a role', async () => {
    const { client, user } = await signedIn(['admin'])
    const res = await client.put(`/api/dashboard/users/${user.id}/roles`, {
      roles: [await roleId('admin'), await roleId('accountant')],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.roles).toEqual(['نمی‌توانید نقش‌های خودتان را تغییر دهید.'])
  })

  it('refuses granting more than one holds', async () => {
    const { client } = await signedIn(['admin'])
    const target = await ctx.createUser()
    const superAdmin = await client.put(`/api/dashboard/users/${target.id}/roles`, {
      roles: [await roleId('super-admin')],
    })
    expect(superAdmin.body.errors.roles).toEqual(['اجازهٔ دادن این نقش را ندارید.'])
    // admin lacks users.impersonate, so a role carrying it is out of reach.
    const root = ctx.client()
    await ctx.actingAs(root, await ctx.createUser({}, ['super-admin']))
    const made = await root.post('/api/dashboard/roles', {
      name: 'impersonator',
      title: 'ورود به جای کاربر',
      permissions: ['users.impersonate'],
    })
    const res = await client.put(`/api/dashboard/users/${target.id}/roles`, {
      roles: [made.body.data.id],
    })
    expect(res.status).toBe(422)
    const role = await client.post('/api/dashboard/roles', {
      name: 'sneaky',
      title: 'x',
      permissions: ['users.impersonate'],
    })
    expect(role.body.errors.permissions).toEqual(['اجازهٔ دادن این نقش را ندارید.'])
  })

  it("lists a user's sessions and signs them out everywhere", async () => {
    const { client } = await signedIn(['admin'])
    const target = await signedIn([])
    const list = await client.get(`/api/dashboard/users/${target.user.id}/sessions`)
    expect(list.body.data).toHaveLength(1)
    expect((await client.delete(`/api/dashboard/users/${target.user.id}/sessions`)).status).toBe(
      204,
    )
    expect((await target.client.get('/api/user')).status).toBe(401)
  })

  it('deletes a user by removing personal data and keeping the row', async () => {
    const { client } = await signedIn(['admin'])
    const target = await ctx.createUser({ email: 'gone@example.com' })
    expect((await client.delete(`/api/dashboard/users/${target.id}`)).status).toBe(204)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id))
    expect(row).toMatchObject({ email: null, firstName: null })
    expect(row!.deletedAt).not.toBeNull()
    expect((await client.get(`/api/dashboard/users/${target.id}`)).status).toBe(404)
  })
})

describe('roles', () => {
  it('creates a role with a permission matrix and refuses unknown permissions', async () => {
    const { client } = await signedIn(['super-admin'])
    const bad = await client.post('/api/dashboard/roles', {
      name: 'editor',
      title: 'ویراستار',
      permissions: ['sliders.view', 'sliders.fly'],
    })
    expect(bad.body.errors.permissions).toEqual(['گزینهٔ انتخاب‌شده معتبر نیست.'])
    const made = await client.post('/api/dashboard/roles', {
      name: 'editor',
      title: 'ویراستار',
      permissions: ['sliders.view', 'sliders.update'],
    })
    expect(made.body.data).toMatchObject({
      name: 'editor',
      permissions: ['sliders.update', 'sliders.view'],
      users_count: 0,
    })
    const dup = await client.post('/api/dashboard/roles', {
      name: 'editor',
      title: 'x',
      permissions: [],
    })
    expect(dup.body.errors.name).toEqual(['این نامک قبلاً استفاده شده است.'])
  })

  it('keeps the super-admin role locked and a role in use undeletable', async () => {
    const { client } = await signedIn(['super-admin'])
    const id = await roleId('super-admin')
    expect(
      (
        await client.put(`/api/dashboard/roles/${id}`, {
          name: 'super-admin',
          title: 'x',
          permissions: [],
        })
      ).status,
    ).toBe(409)
    expect((await client.delete(`/api/dashboard/roles/${id}`)).status).toBe(409)
    await ctx.createUser({}, ['accountant'])
    const inUse = await client.delete(`/api/dashboard/roles/${await roleId('accountant')}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body.message).toBe(
      'این نقش به کاربرانی داده شده است؛ ابتدا آن را از کاربران بگیرید.',
    )
  })

  it('lists the 27 permission groups of the spec and the reports view', async () => {
    const { client } = await signedIn(['admin'])
    const res = await client.get('/api/dashboard/permissions')
    expect(res.body.data).toHaveLength(28)
    expect(res.body.data[0]).toEqual({
      group: 'users',
      permissions: [
        { name: 'users.view', action: 'view' },
        { name: 'users.create', action: 'create' },
        { name: 'users.update', action: 'update' },
        { name: 'users.delete', action: 'delete' },
        { name: 'users.impersonate', action: 'impersonate' },
      ],
    })
  })
})

describe('impersonation', () => {
  it('signs in as a user with a way back, and logs both steps', async () => {
    const { client, user: root } = await signedIn(['super-admin'])
    const target = await ctx.createUser({ firstName: 'نرگس', lastName: 'صالحی' })
    const res = await client.post(`/api/dashboard/users/${target.id}/impersonate`)
    expect(res.body).toMatchObject({ id: target.id, impersonator: { id: root.id } })
    expect((await client.get('/api/user')).body.id).toBe(target.id)
    const back = await client.post('/api/impersonate/leave')
    expect(back.body).toMatchObject({ id: root.id, impersonator: null })
    const logs = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'users'), eq(auditLogs.recordId, String(target.id))))
    expect(logs.map((l) => [l.action, l.userId])).toEqual([
      ['impersonation.started', root.id],
      ['impersonation.ended', root.id],
    ])
  })

  it('is refused without users.impersonate, for super-admins, and when not impersonating', async () => {
    const admin = await signedIn(['admin'])
    const target = await ctx.createUser()
    expect((await admin.client.post(`/api/dashboard/users/${target.id}/impersonate`)).status).toBe(
      403,
    )
    const root = await signedIn(['super-admin'])
    const other = await ctx.createUser({}, ['super-admin'])
    expect((await root.client.post(`/api/dashboard/users/${other.id}/impersonate`)).status).toBe(
      403,
    )
    expect((await root.client.post('/api/impersonate/leave')).status).toBe(409)
  })
})
