/** Mirrors a directional icon (arrows, chevrons) when the page reads right to left. */
export const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const
