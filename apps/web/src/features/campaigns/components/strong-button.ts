/**
 * The brand teal is too light for white text (2.9:1); its dark shade passes AA (5.3:1). Until the
 * theme's primary button uses it, buttons and selected chips of this feature take it from here.
 */
export const strongButton = {
  bgcolor: 'primary.dark',
  color: '#fff',
  '&:hover': { bgcolor: '#00635b' },
} as const
