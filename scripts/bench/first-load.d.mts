/** The home page's first-load JavaScript (gzip sizes), see first-load.mjs. */
export function firstLoadJs(
  distDir: string,
  pageSource?: string,
): { files: { file: string; gzip: number }[]; totalGzip: number }
/** The staff dashboard's chunks (`assets/…` paths), see first-load.mjs. */
export function dashboardChunks(distDir: string): Set<string>
