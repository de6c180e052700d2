import { ALL_PERMISSIONS } from '@kheyr/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  registeredRoutes,
  setupTestApp,
  type Route,
  type TestClient,
  type TestResponse,
} from './harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const key = (r: Route) => `${r.method} ${r.url}`

/** An id no record has: a route past its guard answers 404 or 422 and changes nothing. */
const concrete = (url: string) => url.replace(/:\w+/g, '999999')

const call = (client: TestClient, route: Route): Promise<TestResponse> =>
  client.request(route.method, concrete(route.url), route.method === 'GET' ? undefined : {})

/** A signed-in user whose only role holds exactly `names`. */
async function userHolding(names: readonly string[]) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [await ctx.createRole(names)]))
  return client
}

const dashboard = registeredRoutes(ctx.app).filter((r) => r.url.startsWith('/api/dashboard'))
const guarded = ctx.app.dashboardRoutes

describe('every dashboard route', () => {
  it('is known to the permission guard, exactly as the router holds it', () => {
    expect(dashboard.length).toBeGreaterThan(100)
    expect(guarded.map(key).sort()).toEqual(dashboard.map(key).sort())
  })

  it('names a real permission, and never a view permission for a change', () => {
    for (const route of guarded) {
      if (route.permission === null) continue
      expect(ALL_PERMISSIONS, key(route)).toContain(route.permission)
      if (route.method !== 'GET') expect(route.permission, key(route)).not.toMatch(/\.view$/)
    }
  })

  it('answers 401 to a guest', async () => {
    const guest = ctx.client()
    for (const route of dashboard) {
      const res = await call(guest, route)
      expect(res.status, key(route)).toBe(401)
      expect(res.body.message, key(route)).toBe('لطفاً ابتدا وارد حساب کاربری خود شوید.')
    }
  })

  it('answers 403 to a signed-in user without any permission', async () => {
    const member = await userHolding([])
    for (const route of dashboard) {
      const res = await call(member, route)
      expect(res.status, key(route)).toBe(403)
      expect(res.body.message, key(route)).toBe('شما اجازهٔ دسترسی به این بخش را ندارید.')
    }
  })

  describe('guarded by a permission', () => {
    const byPermission = new Map<string, Route[]>()
    for (const route of guarded) {
      if (route.permission === null) continue
      byPermission.set(route.permission, [...(byPermission.get(route.permission) ?? []), route])
    }
    const holders = new Map<string, { without: TestClient; only: TestClient }>()
    beforeAll(async () => {
      for (const permission of byPermission.keys()) {
        holders.set(permission, {
          without: await userHolding(ALL_PERMISSIONS.filter((p) => p !== permission)),
          only: await userHolding([permission]),
        })
      }
    })

    it('refuses staff holding every other permission', async () => {
      expect(byPermission.size).toBeGreaterThan(20)
      for (const [permission, routes] of byPermission) {
        for (const route of routes) {
          const res = await call(holders.get(permission)!.without, route)
          expect(res.status, `${key(route)} without ${permission}`).toBe(403)
        }
      }
    })

    it('lets through staff holding just that permission', async () => {
      for (const [permission, routes] of byPermission) {
        for (const route of routes) {
          const res = await call(holders.get(permission)!.only, route)
          const label = `${key(route)} with only ${permission}`
          expect([401, 403], label).not.toContain(res.status)
          // Past the guard, an empty request is refused (404, 409, 422) or served, never a crash.
          expect(res.status, label).toBeLessThan(500)
        }
      }
    })
  })

  describe('open to all staff (each figure follows its own permission)', () => {
    const panel = guarded.filter((r) => r.panel)

    it('is only the dashboard home', () => {
      expect(panel.map(key)).toEqual(['GET /api/dashboard/stats'])
    })

    it('lets in staff holding any one permission', async () => {
      const staff = await userHolding(['sms.view'])
      for (const route of panel) {
        const res = await call(staff, route)
        expect(res.status, key(route)).toBe(200)
      }
    })
  })

  describe('without a named permission (super-admin only)', () => {
    const superAdminOnly = guarded.filter((r) => r.permission === null && !r.panel)

    it('is only the server log and the backups', () => {
      expect(superAdminOnly.map(key).sort()).toEqual([
        'GET /api/dashboard/backups',
        'GET /api/dashboard/backups/status',
        'GET /api/dashboard/logs',
        'GET /api/dashboard/logs/download',
        'POST /api/dashboard/backups',
        'POST /api/dashboard/backups/:id/link',
      ])
    })

    it('refuses staff holding every permission, and lets the super-admin in', async () => {
      const everything = await userHolding(ALL_PERMISSIONS)
      const root = ctx.client()
      await ctx.actingAs(root, await ctx.createUser({}, ['super-admin']))
      for (const route of superAdminOnly) {
        expect((await call(everything, route)).status, key(route)).toBe(403)
        expect([401, 403], key(route)).not.toContain((await call(root, route)).status)
      }
    })
  })
})
