import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

type StoredObject = { body: Buffer; headers: Record<string, string> }

const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control']

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A small stand-in for an S3-compatible service, path-style (`/bucket/key`), enough for the
 * storage driver's tests: PutObject, GetObject with a byte range, DeleteObject, and S3's XML
 * `NoSuchKey` error. It checks neither signatures nor checksums.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>()
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const [, name, ...rest] = url.pathname.split('/')
      const key = rest.map(decodeURIComponent).join('/')
      if (name !== bucket || !key) {
        response.writeHead(404, { 'content-type': 'application/xml' })
        return response.end('<Error><Code>NoSuchBucket</Code></Error>')
      }
      if (request.method === 'PUT') {
        const headers: Record<string, string> = {}
        for (const h of KEPT_HEADERS) {
          const value = request.headers[h]
          if (typeof value === 'string') headers[h] = value
        }
        objects.set(key, { body: await readBody(request), headers })
        response.writeHead(200, { etag: '"fake"' })
        return response.end()
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        response.writeHead(204)
        return response.end()
      }
      const object = objects.get(key)
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' })
        return response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        )
      }
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '')
      const size = object.body.length
      if (range) {
        const start = Number(range[1])
        const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
        response.writeHead(206, {
          ...object.headers,
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${size}`,
        })
        return response.end(object.body.subarray(start, end + 1))
      }
      response.writeHead(200, { ...object.headers, 'content-length': String(size) })
      response.end(request.method === 'HEAD' ? undefined : object.body)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
