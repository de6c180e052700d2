import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from './api-client.ts'
import { isOnline, reportAnswered } from './connection.ts'
import { copyKind, setCopiesOwner } from './saved-copies.ts'

// The browser's Cache Storage, in memory (Node has none): what was put, by store and URL.
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>()
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, string>()
      stores.set(name, store)
      return {
        put: async (url: string, response: Response) => void store.set(url, await response.text()),
      }
    },
    match: async (url: string, { cacheName }: { cacheName: string }) => {
      const body = stores.get(cacheName)?.get(url)
      return body === undefined ? undefined : new Response(body)
    },
    delete: async (name: string) => stores.delete(name),
  }
}

let caches: ReturnType<typeof memoryCaches>
let online: boolean
let answers: Record<string, () => Response>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const settle = () => new Promise((r) => setTimeout(r, 0))
const kept = (store: 'public' | 'mine') => [
  ...(caches.stores.get(`kheyr-copies-${store}`)?.keys() ?? []),
]

beforeEach(() => {
  caches = memoryCaches()
  online = true
  answers = {}
  const storage = new Map<string, string>()
  vi.stubGlobal('caches', caches)
  vi.stubGlobal('location', { origin: 'http://localhost' })
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' })
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  })
  vi.stubGlobal('fetch', async (url: string) => {
    if (!online) throw new TypeError('Failed to fetch')
    if (url === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
    const answer = answers[url.split('?')[0]!]
    if (!answer) throw new Error(`unexpected call ${url}`)
    return answer()
  })
  reportAnswered()
})
afterEach(() => vi.unstubAllGlobals())

describe('which answers are kept', () => {
  it('keeps the settings and my own reads, never staff answers, secrets or sessions', () => {
    expect(copyKind('/props', '')).toBe('public')
    expect(copyKind('/campaigns/water-well', '')).toBe('public')
    expect(copyKind('/bills', '?page=2')).toBe('mine')
    expect(copyKind('/bills/12', '')).toBe('mine')
    expect(copyKind('/charities/summary', '')).toBe('mine')
    expect(copyKind('/subscriptions/3', '')).toBe('mine')
    expect(copyKind('/chests/4', '')).toBe('mine')
    expect(copyKind('/user', '')).toBe('mine')

    expect(copyKind('/bills/12', '?token=secret')).toBeNull()
    expect(copyKind('/subscriptions/pay/abc', '')).toBeNull()
    expect(copyKind('/user/two-factor', '')).toBeNull()
    expect(copyKind('/user/sessions', '')).toBeNull()
    expect(copyKind('/dashboard/bills', '')).toBeNull()
    expect(copyKind('/dashboard/transactions', '?page=1')).toBeNull()
    expect(copyKind('/notifications/unread-count', '')).toBeNull()
  })
})

describe('reads without internet', () => {
  it('answers a read seen before from its copy, and marks the connection offline', async () => {
    answers['/api/user'] = () => json(200, { id: 7 })
    answers['/api/bills'] = () => json(200, { data: [{ id: 1 }], meta: { last_page: 1 } })
    await api.get('/user')
    await api.get('/bills', { query: { page: 1 } })
    await settle()

    online = false
    await expect(api.get('/bills', { query: { page: 1 } })).resolves.toEqual({
      data: [{ id: 1 }],
      meta: { last_page: 1 },
    })
    expect(isOnline()).toBe(false)
    // A page never seen has no copy: "no internet connection".
    await expect(api.get('/bills', { query: { page: 2 } })).rejects.toMatchObject({ status: 0 })

    online = true
    await api.get('/bills', { query: { page: 1 } })
    expect(isOnline()).toBe(true)
  })

  it('keeps one copy per language', async () => {
    answers['/api/props'] = () => json(200, { title: 'خیر' })
    await api.get('/props')
    await settle()
    expect(kept('public')).toEqual(['http://localhost/api/props?_lang=fa'])
  })

  it('never keeps a read opened by a token, nor a staff read', async () => {
    answers['/api/bills/5'] = () => json(200, { data: { id: 5 } })
    answers['/api/dashboard/bills'] = () => json(200, { data: [] })
    await api.get('/bills/5', { query: { token: 'guest-secret' } })
    await api.get('/dashboard/bills')
    await settle()
    expect(kept('mine')).toEqual([])
    expect(kept('public')).toEqual([])
  })

  it('fails an action at once without internet, with the no-internet message', async () => {
    online = false
    const failure = await api.post('/charities', { amount: 1000 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 0 })
    expect((failure as ApiError).message).toMatch(/اینترنت/)
  })
})

describe('one person’s copies', () => {
  it('go when another person signs in on the device', async () => {
    answers['/api/user'] = () => json(200, { id: 7 })
    answers['/api/bills'] = () => json(200, { data: [{ id: 1 }] })
    await api.get('/user')
    await api.get('/bills')
    await settle()
    expect(kept('mine')).toHaveLength(2)

    answers['/api/user'] = () => json(200, { id: 8 })
    await api.get('/user')
    await settle()
    // Only the new person's identity is left.
    expect(kept('mine')).toEqual(['http://localhost/api/user?_lang=fa'])
    online = false
    await expect(api.get('/bills')).rejects.toMatchObject({ status: 0 })
  })

  it('go when the session ends or the person signs out', async () => {
    answers['/api/user'] = () => json(200, { id: 7 })
    answers['/api/chests'] = () => json(200, { data: [] })
    await api.get('/user')
    await api.get('/chests')
    await settle()
    answers['/api/user'] = () => json(401, { message: 'unauthenticated' })
    await api.get('/user').catch(() => undefined)
    await settle()
    expect(kept('mine')).toEqual([])
    // A guest keeps no personal copies.
    await api.get('/chests')
    await settle()
    expect(kept('mine')).toEqual([])

    setCopiesOwner(7)
    await api.get('/chests')
    await settle()
    expect(kept('mine')).toHaveLength(1)
    setCopiesOwner(null) // signed out
    await settle()
    expect(kept('mine')).toEqual([])
  })

  it('are not kept when the answer was on its way while the person changed', async () => {
    answers['/api/user'] = () => json(200, { id: 7 })
    await api.get('/user')
    let release!: () => void
    answers['/api/bills'] = () => json(200, { data: [{ id: 1 }] })
    const slow = new Promise<void>((r) => (release = r))
    const fetchNow = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/bills')) await slow
      return fetchNow(url, init)
    })
    const pending = api.get('/bills')
    setCopiesOwner(8) // another person signed in meanwhile
    release()
    await pending
    await settle()
    expect(kept('mine')).toEqual([])
  })
})
