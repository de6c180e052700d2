/**
 * The brand teal (#00a99d) fails WCAG AA with white text (2.9:1) and as text on white; the
 * theme's dark teal (`primary.dark`, #007a71) passes (5.3:1). Buttons and links here use it.
 */
export const strongButton = {
  bgcolor: 'primary.dark',
  color: '#fff',
  '&:hover': { bgcolor: '#00635b' },
} as const

/** Outlined and text buttons: dark teal text and border. */
export const darkText = { color: 'primary.dark', borderColor: 'primary.dark' } as const

/** Read by screen readers, not shown (lengths in px: MUI reads `width: 1` as 100%). */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
