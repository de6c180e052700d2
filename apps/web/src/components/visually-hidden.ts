/**
 * Read by screen readers, not shown: `sx={visuallyHidden}` on a status line or a heading only
 * screen readers need. Lengths in px: MUI reads `width: 1` as 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
