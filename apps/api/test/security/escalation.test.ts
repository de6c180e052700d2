import { hash } from '@node-rs/argon2'
import { ALL_PERMISSIONS, permissionsOf, SEEDED_ROLES } from '@kheyr/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { roles, userRoles } from '../../src/modules/users/users.tables.ts'
import { users } from '../../src/modules/users/users.tables.ts'
import { setupTestApp, uniqueMobile, type TestClient, type TestResponse } from '../harness.ts'

/**
 * Issue 9, findings 1 and 2: no path from a staff permission to super-admin. The rule
 * (DOMAIN.md, "Acting on another user"): you act on a user only if you hold every permission
 * they hold; only a super-admin acts on a super-admin; nobody acts on themselves here.
 */
const ctx = await setupTestApp({}, [], { workers: false })

const OUT_OF_REACH =
  'این کاربر دسترسی‌هایی دارد که شما ندارید؛ این کار را روی حساب او نمی‌توانید انجام دهید.'
const SUPER_ADMIN_ONLY = 'فقط مدیر کل می‌تواند این کار را روی حساب مدیر کل انجام دهد.'

async function signedIn(roleNames: string[], values = {}) {
  const client = ctx.client()
  const user = await ctx.createUser(values, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

const holding = async (permissions: readonly string[], values = {}) =>
  signedIn([await ctx.createRole(permissions)], values)

const signInWithPassword = (mobile: string, password: string) =>
  ctx.client().post('/api/auth/login', { mobile, password })

const formOf = (user: typeof users.$inferSelect, changes: Record<string, unknown> = {}) => ({
  first_name: user.firstName ?? 'نام',
  last_name: user.lastName ?? 'خانوادگی',
  mobile: user.mobile,
  ...changes,
})

describe('chain 1: users.update and users.delete never reach the super-admin', () => {
  it('refuses setting its password, and the old password still signs in', async () => {
    const root = await signedIn(['super-admin'], { password: await hash('root-password') })
    const staff = await holding(['users.view', 'users.update'])
    const res = await staff.client.put(
      `/api/dashboard/users/${root.user.id}`,
      formOf(root.user, { password: 'taken-over-1' }),
    )
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(SUPER_ADMIN_ONLY)
    expect((await signInWithPassword(root.user.mobile, 'taken-over-1')).status).toBe(422)
    expect((await signInWithPassword(root.user.mobile, 'root-password')).status).toBe(200)
  })

  it('refuses changing its mobile', async () => {
    const root = await signedIn(['super-admin'])
    const staff = await holding(['users.update'])
    const mobile = uniqueMobile()
    const res = await staff.client.put(
      `/api/dashboard/users/${root.user.id}`,
      formOf(root.user, { mobile }),
    )
    expect(res.status).toBe(403)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, root.user.id))
    expect(row!.mobile).toBe(root.user.mobile)
  })

  it('refuses blocking it and ending its sessions, which stay signed in', async () => {
    const root = await signedIn(['super-admin'])
    const staff = await holding(['users.view', 'users.update'])
    expect((await staff.client.post(`/api/dashboard/users/${root.user.id}/block`)).status).toBe(403)
    expect(
      (await staff.client.delete(`/api/dashboard/users/${root.user.id}/sessions`)).status,
    ).toBe(403)
    expect((await staff.client.get(`/api/dashboard/users/${root.user.id}/sessions`)).status).toBe(
      403,
    )
    expect((await root.client.get('/api/user')).body.id).toBe(root.user.id)
  })

  it('refuses deleting it, one by one and in bulk (where nothing is deleted)', async () => {
    const root = await signedIn(['super-admin'])
    const plain = await ctx.createUser()
    const staff = await holding(['users.view', 'users.delete'])
    const one = await staff.client.delete(`/api/dashboard/users/${root.user.id}`)
    expect(one.status).toBe(403)
    expect(one.body.message).toBe(SUPER_ADMIN_ONLY)
    const bulk = await staff.client.post('/api/dashboard/users/bulk-delete', {
      ids: [plain.id, root.user.id],
    })
    expect(bulk.status).toBe(403)
    const rows = await ctx.db.select().from(users).where(eq(users.id, plain.id))
    expect(rows[0]!.deletedAt).toBeNull()
    expect((await root.client.get('/api/user')).status).toBe(200)
  })

  it('refuses taking the super-admin role away, or handing it out', async () => {
    const root = await signedIn(['super-admin'])
    const staff = await holding(['users.update', ...permissionsOf('roles')])
    const res = await staff.client.put(`/api/dashboard/users/${root.user.id}/roles`, {
      roles: [],
    })
    expect(res.status).toBe(403)
    expect((await root.client.get('/api/user')).body.roles).toEqual(['super-admin'])
  })
})

describe('chain 2: impersonation never gives more than the impersonator has', () => {
  it('refuses impersonating a users.update holder, the first step to the super-admin', async () => {
    const staff = await holding(['users.view', 'users.impersonate'])
    const updater = await holding(['users.view', 'users.update'])
    const res = await staff.client.post(`/api/dashboard/users/${updater.user.id}/impersonate`)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(OUT_OF_REACH)
    expect((await staff.client.get('/api/user')).body.id).toBe(staff.user.id)
  })

  it('walks the whole chain and ends with the super-admin untouched', async () => {
    const root = await signedIn(['super-admin'], { password: await hash('root-password') })
    const staff = await holding(['users.view', 'users.impersonate'])
    const updater = await holding(['users.view', 'users.update'])
    await staff.client.post(`/api/dashboard/users/${updater.user.id}/impersonate`)
    const res = await staff.client.put(
      `/api/dashboard/users/${root.user.id}`,
      formOf(root.user, { password: 'taken-over-2' }),
    )
    expect(res.status).toBe(403)
    expect((await signInWithPassword(root.user.mobile, 'taken-over-2')).status).toBe(422)
  })

  it('takes only what both hold when the impersonated account gains power meanwhile', async () => {
    const staff = await holding(['users.view', 'users.impersonate'])
    const member = await ctx.createUser()
    const res = await staff.client.post(`/api/dashboard/users/${member.id}/impersonate`)
    expect(res.body.id).toBe(member.id)
    // Someone else makes the member an admin while the impersonation lasts.
    const [admin] = await ctx.db.select().from(roles).where(eq(roles.name, 'admin'))
    await ctx.db.insert(userRoles).values({ userId: member.id, roleId: admin!.id })
    expect((await staff.client.get('/api/dashboard/settings/general')).status).toBe(403)
    expect((await staff.client.get('/api/user')).body.permissions).toEqual(['users.view'])
  })
})

describe('roles carrying more than the editor holds', () => {
  it('cannot be edited (stripped) or deleted by them', async () => {
    const root = await signedIn(['super-admin'])
    const made = await root.client.post('/api/dashboard/roles', {
      name: 'treasurer',
      title: 'خزانه‌دار',
      permissions: ['transactions.view', 'transactions.export'],
    })
    const staff = await holding([...permissionsOf('roles'), 'transactions.view'])
    const edit = await staff.client.put(`/api/dashboard/roles/${made.body.data.id}`, {
      name: 'treasurer',
      title: 'خزانه‌دار',
      permissions: ['transactions.view'],
    })
    expect(edit.status).toBe(403)
    expect(edit.body.message).toBe(
      'این نقش دسترسی‌هایی دارد که شما ندارید؛ نمی‌توانید آن را ویرایش یا حذف کنید.',
    )
    expect((await staff.client.delete(`/api/dashboard/roles/${made.body.data.id}`)).status).toBe(
      403,
    )
    const mine = await staff.client.post('/api/dashboard/roles', {
      name: 'viewer',
      title: 'بیننده',
      permissions: ['transactions.view'],
    })
    expect(
      (
        await staff.client.put(`/api/dashboard/roles/${mine.body.data.id}`, {
          name: 'viewer',
          title: 'بیننده',
          permissions: [],
        })
      ).status,
    ).toBe(200)
  })
})

// ---------------------------------------------------------------------------------------------
// The matrix: every (actor, target) pair for every action on another user.

const USERS_ALL = permissionsOf('users')
const ACCOUNTANT = SEEDED_ROLES.find((r) => r.name === 'accountant')!.permissions

type Person = { roles?: string[]; permissions?: readonly string[] }
const ACTORS: Record<string, Person> = {
  'super-admin': { roles: ['super-admin'] },
  'every permission': { permissions: ALL_PERMISSIONS },
  'users staff': { permissions: USERS_ALL },
}
const TARGETS: Record<string, Person> = {
  'super-admin': { roles: ['super-admin'] },
  'every permission': { permissions: ALL_PERMISSIONS },
  'users staff': { permissions: USERS_ALL },
  accountant: { roles: ['accountant'] },
  member: {},
}

const holdsAll = (actor: Person, target: Person) => {
  if (actor.roles?.includes('super-admin')) return true
  if (target.roles?.includes('super-admin')) return false
  const theirs = target.roles?.includes('accountant') ? ACCOUNTANT : (target.permissions ?? [])
  return theirs.every((p) => actor.permissions?.includes(p))
}

type Act = (
  client: TestClient,
  target: typeof users.$inferSelect,
) => Promise<TestResponse<{ message?: string }>>
const roleIdsOf = async (userId: number) =>
  (await ctx.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId)

const ACTIONS: Record<string, Act> = {
  edit: (c, t) => c.put(`/api/dashboard/users/${t.id}`, formOf(t, { first_name: 'ویرایش' })),
  password: (c, t) => c.put(`/api/dashboard/users/${t.id}`, formOf(t, { password: 'new-pass-1' })),
  mobile: (c, t) => c.put(`/api/dashboard/users/${t.id}`, formOf(t, { mobile: uniqueMobile() })),
  block: (c, t) => c.post(`/api/dashboard/users/${t.id}/block`),
  unblock: (c, t) => c.post(`/api/dashboard/users/${t.id}/unblock`),
  'list sessions': (c, t) => c.get(`/api/dashboard/users/${t.id}/sessions`),
  'end sessions': (c, t) => c.delete(`/api/dashboard/users/${t.id}/sessions`),
  roles: async (c, t) =>
    c.put(`/api/dashboard/users/${t.id}/roles`, { roles: await roleIdsOf(t.id) }),
  delete: (c, t) => c.delete(`/api/dashboard/users/${t.id}`),
  'bulk delete': (c, t) => c.post('/api/dashboard/users/bulk-delete', { ids: [t.id] }),
  impersonate: (c, t) => c.post(`/api/dashboard/users/${t.id}/impersonate`),
}

const make = async (person: Person) => {
  const roleNames = [...(person.roles ?? [])]
  if (person.permissions) roleNames.push(await ctx.createRole(person.permissions))
  return ctx.createUser({}, roleNames)
}

describe.each(Object.entries(ACTIONS))('%s on another user', (action, act) => {
  for (const [actorName, actor] of Object.entries(ACTORS)) {
    it(`by ${actorName}: allowed exactly when they hold all the target holds`, async () => {
      for (const [targetName, target] of Object.entries(TARGETS)) {
        const client = ctx.client()
        await ctx.actingAs(client, await make(actor))
        const person = await make(target)
        const res = await act(client, person)
        const label = `${actorName} → ${targetName}`
        // Nobody, not even a super-admin, signs in as a super-admin.
        const allowed =
          holdsAll(actor, target) &&
          !(action === 'impersonate' && target.roles?.includes('super-admin'))
        if (allowed) {
          expect(res.status, label).toBeLessThan(300)
        } else {
          expect(res.status, label).toBe(403)
          expect(res.body.message, label).toMatch(/مدیر کل|دسترسی‌هایی دارد|ورود به جای/)
        }
      }
    })
  }

  it('on oneself: refused, whoever you are', async () => {
    for (const actor of Object.values(ACTORS)) {
      const client = ctx.client()
      const me = await make(actor)
      await ctx.actingAs(client, me)
      const res = await act(client, me)
      expect([403, 409, 422]).toContain(res.status)
      expect((await client.get('/api/user')).body.id).toBe(me.id)
    }
  })
})
