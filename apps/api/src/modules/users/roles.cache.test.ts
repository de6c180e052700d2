import { describe, expect, it } from 'vitest'
import { otherInstance, setupTestApp, TestClient } from '../../../test/harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

/** A role made through the dashboard (so every instance hears of it), and one of its holders. */
async function staffWith(admin: TestClient, permissions: string[]) {
  const name = `cache-${Math.random().toString(36).slice(2, 8)}`
  const made = await admin.post('/api/dashboard/roles', { name, title: name, permissions })
  expect(made.status).toBe(201)
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [name]))
  return { client, roleId: made.body.data.id as number, name }
}

async function superAdmin(client = ctx.client()) {
  await ctx.actingAs(client, await ctx.createUser({}, ['super-admin']))
  return client
}

describe('role permissions kept in memory', () => {
  it('take a permission away from the very next request', async () => {
    const admin = await superAdmin()
    const staff = await staffWith(admin, ['users.view', 'sms.view'])
    expect((await staff.client.get('/api/dashboard/users')).status).toBe(200)

    const edited = await admin.put(`/api/dashboard/roles/${staff.roleId}`, {
      name: staff.name,
      title: staff.name,
      permissions: ['sms.view'],
    })

    expect(edited.status).toBe(200)
    expect((await staff.client.get('/api/dashboard/users')).status).toBe(403)
    expect((await staff.client.get('/api/dashboard/sms')).status).toBe(200)
    expect((await staff.client.get('/api/user')).body.permissions).toEqual(['sms.view'])
  })

  it('give a new role its permissions at once', async () => {
    const admin = await superAdmin()
    // The cache is warm before the role exists.
    expect((await admin.get('/api/dashboard/users')).status).toBe(200)
    const staff = await staffWith(admin, ['roles.view'])
    expect((await staff.client.get('/api/dashboard/roles')).status).toBe(200)
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('two app instances on one PostgreSQL', () => {
  it('refuse a permission taken away on the other instance at once', async () => {
    const other = await otherInstance(ctx)
    try {
      const url = other.url
      const admin = await superAdmin()
      const staff = await staffWith(admin, ['users.view'])
      const there = new TestClient(url)
      there.cookies.set('kheyr_session', staff.client.cookies.get('kheyr_session')!)
      // The other instance has the role in memory...
      expect((await there.get('/api/dashboard/users')).status).toBe(200)

      await admin.put(`/api/dashboard/roles/${staff.roleId}`, {
        name: staff.name,
        title: staff.name,
        permissions: [],
      })

      // ...and drops it as soon as the change commits here. The notice may take a moment to
      // travel between connections; it is never left standing.
      await ctx.waitFor(async () => (await there.get('/api/dashboard/users')).status === 403, 2000)
    } finally {
      await other.close()
    }
  })
})
