import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { logFilePath, rotatingLogFile } from './logs.service.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const entry = (i: number, level = 30) =>
  JSON.stringify({ level, time: 1_750_000_000_000 + i, msg: `line ${i}` })

function writeLog(lines: string[]) {
  const file = logFilePath(ctx.config.dataDir)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, lines.map((l) => `${l}\n`).join(''))
  return file
}

async function signedIn(role: string) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [role]))
  return client
}

describe('the log viewer', () => {
  it('shows the super-admin the newest lines, newest last', async () => {
    writeLog(Array.from({ length: 30 }, (_, i) => entry(i, i === 29 ? 50 : 30)))
    const root = await signedIn('super-admin')
    const res = await root.get('/api/dashboard/logs?lines=10')
    expect(res.status).toBe(200)
    expect(res.body.data.lines).toHaveLength(10)
    expect(res.body.data.lines[0]).toBe(entry(20))
    expect(res.body.data.lines.at(-1)).toBe(entry(29, 50))
    expect(res.body.data.size).toBeGreaterThan(0)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('downloads the whole file', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => entry(i))
    writeLog(lines)
    const root = await signedIn('super-admin')
    const res = await root.get('/api/dashboard/logs/download')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kheyr-.*\.log"$/)
    expect(res.text).toBe(lines.map((l) => `${l}\n`).join(''))
  })

  it('is empty before the server has written anything', async () => {
    const root = await signedIn('super-admin')
    const file = logFilePath(ctx.config.dataDir)
    writeFileSync(file, '')
    const res = await root.get('/api/dashboard/logs')
    expect(res.body.data).toMatchObject({ lines: [], size: 0 })
  })

  it('refuses everyone but the super-admin, even an admin', async () => {
    const admin = await signedIn('admin')
    expect((await admin.get('/api/dashboard/logs')).status).toBe(403)
    expect((await admin.get('/api/dashboard/logs/download')).status).toBe(403)
    expect((await ctx.client().get('/api/dashboard/logs')).status).toBe(401)
  })

  it('checks the line count', async () => {
    const root = await signedIn('super-admin')
    expect((await root.get('/api/dashboard/logs?lines=0')).status).toBe(422)
    expect((await root.get('/api/dashboard/logs?lines=99999')).status).toBe(422)
  })
})

describe('the log file', () => {
  it('rotates past its size cap, keeping two older files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kheyr-log-'))
    const file = path.join(dir, 'kheyr.log')
    const log = rotatingLogFile(file, { maxBytes: 100, keep: 2, sync: true })
    const line = (i: number) => `${'x'.repeat(40)} ${String(i).padStart(2, '0')}\n`
    // 44 bytes a line: every third line fills a file.
    for (let i = 0; i < 11; i++) log.write(line(i))
    log.end()
    expect(readFileSync(file, 'utf8')).toBe(line(9) + line(10))
    expect(readFileSync(`${file}.1`, 'utf8')).toBe(line(6) + line(7) + line(8))
    expect(readFileSync(`${file}.2`, 'utf8')).toBe(line(3) + line(4) + line(5))
    expect(existsSync(`${file}.3`)).toBe(false)
  })
})
