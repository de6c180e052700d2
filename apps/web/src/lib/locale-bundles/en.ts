/** Every translation namespace the first screen does not need, in one chunk per language. */
export const bundles = import.meta.glob(
  [
    '../../**/locales/en.json',
    '!../../app/locales/en.json',
    '!../../features/home/locales/en.json',
    '!../../features/notifications/locales/en.json',
  ],
  { eager: true, import: 'default' },
) as Record<string, Record<string, unknown>>
