import type { Media } from '@kheyr/contracts/media'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api-client.ts'
import { UPLOAD_CONCURRENCY, UploadQueue } from './use-upload-queue.ts'

type Pending = {
  file: File
  progress: (f: number) => void
  resolve: (m: Media) => void
  reject: (e: unknown) => void
}

function fakeServer() {
  const pending: Pending[] = []
  const upload = (
    file: File,
    options: { onProgress?: (f: number) => void; signal?: AbortSignal } = {},
  ) =>
    new Promise<Media>((resolve, reject) => {
      pending.push({ file, progress: options.onProgress ?? (() => {}), resolve, reject })
      options.signal?.addEventListener('abort', () =>
        reject(new DOMException('canceled', 'AbortError')),
      )
    })
  return { pending, upload }
}

const file = (name: string, size = 10, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type })
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('the upload queue', () => {
  it('sends a few files at a time and starts the next as one finishes', async () => {
    const server = fakeServer()
    const uploaded: string[] = []
    const queue = new UploadQueue(server.upload as never)
    queue.whenUploaded((m) => uploaded.push(m.name))
    queue.add([file('a.png'), file('b.png'), file('c.png'), file('d.png')])
    expect(server.pending).toHaveLength(UPLOAD_CONCURRENCY)
    expect(queue.items.map((i) => i.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
    ])

    server.pending[0]!.progress(0.5)
    expect(queue.items[0]!.progress).toBe(0.5)
    server.pending[0]!.resolve({ name: 'a' } as Media)
    await tick()
    expect(queue.items[0]).toMatchObject({ status: 'done', progress: 1 })
    expect(uploaded).toEqual(['a'])
    expect(server.pending).toHaveLength(4)
    expect(queue.items[3]!.status).toBe('uploading')
  })

  it('shows the server’s message when a file is refused, and cancels on request', async () => {
    const server = fakeServer()
    const queue = new UploadQueue(server.upload as never)
    queue.add([file('bad.png'), file('slow.mp4')])
    server.pending[0]!.reject(new ApiError(422, 'قالب فایل معتبر نیست.'))
    queue.cancel(queue.items[1]!.id)
    await tick()
    expect(queue.items.map((i) => [i.status, i.error])).toEqual([
      ['failed', 'قالب فایل معتبر نیست.'],
      ['canceled', null],
    ])
    queue.clearFinished()
    expect(queue.items).toEqual([])
  })

  it('fails a file clearly over its limit before sending it', () => {
    const server = fakeServer()
    const queue = new UploadQueue(server.upload as never)
    queue.add([file('huge.png', 11 * 1024 * 1024)])
    expect(server.pending).toHaveLength(0)
    expect(queue.items[0]).toMatchObject({ status: 'failed' })
    expect(queue.items[0]!.error).toContain('۱۰')
  })
})
