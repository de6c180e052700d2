/** The staff dashboard's chunks (`assets/…` paths), see first-load.mjs. */
export function dashboardChunks(distDir: string): Set<string>
/** The code of every page a visitor who is not staff may open, see first-load.mjs. */
export function publicPagesCode(distDir: string): Set<string>
