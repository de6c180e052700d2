import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/** What a masked outbox message really says: only the sending job opens it. */
export type SealedSms = { text: string; tokens: string[] | null }

const keyOf = (secret: string) => createHash('sha256').update(`kheyr:sms-seal:${secret}`).digest()

/** AES-256-GCM under a key derived from SESSION_SECRET: `iv.tag.ciphertext`, base64url. */
export function seal(secret: string, value: SealedSms): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

/** The sealed text, or null when it cannot be opened (another SESSION_SECRET, damaged). */
export function unseal(secret: string, sealed: string): SealedSms | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!)
    decipher.setAuthTag(tag!)
    const text = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
    return JSON.parse(text) as SealedSms
  } catch {
    return null
  }
}

/** Every secret in `text` as as many dots: `کد ورود: •••••`. */
export const maskSecrets = (text: string, secrets: string[]) =>
  secrets.reduce((masked, secret) => masked.replaceAll(secret, '•'.repeat(secret.length)), text)
