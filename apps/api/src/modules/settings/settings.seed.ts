import type { Executor } from '../../db/client.ts'
import { seedSettings } from './settings.repository.ts'

/** The site's name, social links and contact details for a fresh install. */
export async function seedDemoSettings(db: Executor) {
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
}
