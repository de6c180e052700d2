import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/** Encrypts small secrets at rest (two-factor seeds) with a key derived from SESSION_SECRET. */
export function encryptSecret(secret: string, plain: string): string {
  const key = createHash('sha256').update(`${secret}:encryption`).digest()
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

export function decryptSecret(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  const key = createHash('sha256').update(`${secret}:encryption`).digest()
  const decipher = createDecipheriv('aes-256-gcm', key, iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
