import type { Executor } from '../../db/client.ts'
import { notify } from './notifications.service.ts'

/** A welcome announcement for a fresh install. */
export async function seedAnnouncements(db: Executor) {
  await notify(db, {
    userId: null,
    kind: 'announcement',
    title: 'به خیر خوش آمدید',
    body: 'از این پس می‌توانید صدقه، نذر و کمک‌های خود را آنلاین بپردازید و انتقادها و پیشنهادهایتان را برای ما بفرستید.',
    link: '/contact-us',
  })
}
