/** Every translation namespace the first screen does not need, in one chunk per language. */
export const bundles = import.meta.glob(
  [
    '../../**/locales/fa.json',
    '!../../app/locales/fa.json',
    '!../../features/home/locales/fa.json',
    '!../../features/notifications/locales/fa.json',
  ],
  { eager: true, import: 'default' },
) as Record<string, Record<string, unknown>>
