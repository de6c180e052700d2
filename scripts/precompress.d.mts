/** Writes `.br` and `.gz` beside every text file above 1 KB under `dir` (see precompress.mjs). */
export function precompress(dir: string): { files: number; before: number; after: number }
