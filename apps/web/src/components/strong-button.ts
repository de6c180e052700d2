/**
 * The brand teal (#00a99d) is too light for white text (2.9:1) and for text on white; the
 * theme's dark shade (`primary.dark`, #007a71) passes AA (5.3:1). Until the theme's own buttons
 * use it, contained buttons and selected chips take it from here.
 */
export const strongButton = {
  bgcolor: 'primary.dark',
  color: '#fff',
  '&:hover': { bgcolor: '#00635b' },
} as const

/** Outlined and text buttons: dark teal text and border. */
export const darkText = { color: 'primary.dark', borderColor: 'primary.dark' } as const
