import { randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { normalizeMobile } from '@kheyr/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { seedCharityTypes } from './modules/charities/charities.seed.ts'
import { assignRoleByName, syncCatalogue } from './modules/access/access.repository.ts'
import { notify } from './modules/notifications/notifications.service.ts'
import { seedSettings } from './modules/settings/settings.repository.ts'
import { seedStaticPages } from './modules/static-pages/static-pages.seed.ts'
import { countUsers, insertUser } from './modules/users/users.repository.ts'
import { modules } from './modules.ts'

/** What every database needs: the permission catalogue and the seeded roles. Runs on each start. */
export async function seedBase(db: Db) {
  await db.transaction(async (tx) => syncCatalogue(tx))
}

/**
 * On an empty database: the super-admin from ADMIN_MOBILE / ADMIN_PASSWORD (a random password is
 * printed once when none is set), and demo content when SEED_DEMO is on.
 */
export async function seedFirstRun(db: Db, config: Config, log: FastifyBaseLogger) {
  if ((await countUsers(db)) > 0) return
  const mobile = normalizeMobile(config.adminMobile)
  if (!mobile) throw new Error(`ADMIN_MOBILE is not a valid mobile number: ${config.adminMobile}`)
  const password = config.adminPassword ?? randomBytes(9).toString('base64url')
  await db.transaction(async (tx) => {
    const admin = await insertUser(tx, {
      mobile,
      firstName: 'مدیر',
      lastName: 'سامانه',
      password: await hash(password),
      mobileVerifiedAt: new Date(),
    })
    await assignRoleByName(tx, admin.id, 'super-admin')
    if (config.seedDemo) await seedDemo(tx as unknown as Db)
  })
  if (config.adminPassword) {
    log.info({ mobile }, 'created the super-admin from ADMIN_MOBILE / ADMIN_PASSWORD')
  } else {
    // Printed once, to the console, on the very first start.
    console.log(
      `\n  Super-admin created: mobile ${mobile}, password ${password}\n` +
        '  Keep it now: it is not shown again. Set ADMIN_PASSWORD to choose it yourself.\n',
    )
  }
}

/** Demo content for a fresh install; each feature adds its own. */
export async function seedDemo(db: Db) {
  await seedSettings(db, {
    general: { site_name: 'خیر', banner: null, logo: null, default_image: null },
    social: {
      links: { instagram: 'https://instagram.com/kheyr', telegram: 'https://t.me/kheyr' },
    },
    contact_us: {
      details: {
        phone: '021-88000000',
        email: 'info@kheyr.example',
        address: 'تهران، خیابان انقلاب، پلاک ۱',
      },
    },
    app: { links: { android: null, bazaar: null, myket: null } },
  })
  await seedStaticPages(db)
  await seedCharityTypes(db)
  await notify(db, {
    userId: null,
    kind: 'announcement',
    title: 'به خیر خوش آمدید',
    body: 'از این پس می‌توانید صدقه، نذر و کمک‌های خود را آنلاین بپردازید و انتقادها و پیشنهادهایتان را برای ما بفرستید.',
    link: '/contact-us',
  })
  for (const feature of modules) await feature.seedDemo?.(db)
}
