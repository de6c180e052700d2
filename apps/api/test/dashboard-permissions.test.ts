import { describe, expect, it } from 'vitest'
import { setupTestApp } from './harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'name' ? 'all' : '1'))

describe('every dashboard route', () => {
  const routes = ctx.app.dashboardRoutes.filter((r) => r.permission)

  it('is registered with a permission', () => {
    expect(routes.length).toBeGreaterThan(20)
  })

  it('answers 401 to a guest', async () => {
    const guest = ctx.client()
    for (const route of routes) {
      const res = await guest.request(
        route.method,
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      )
      expect(res.status, `${route.method} ${route.url}`).toBe(401)
    }
  })

  it('answers 403 to a signed-in user without its permission', async () => {
    const client = ctx.client()
    // A staff member who may do everything except what each route needs.
    await ctx.actingAs(client, await ctx.createUser({}, ['operator']))
    const operator = ['needies', 'needies-helps', 'needies-dependents']
    for (const route of routes.filter(
      (r) => !operator.some((g) => r.permission!.startsWith(`${g}.`)),
    )) {
      const res = await client.request(
        route.method,
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      )
      expect(res.status, `${route.method} ${route.url} (${route.permission})`).toBe(403)
    }
  })
})
