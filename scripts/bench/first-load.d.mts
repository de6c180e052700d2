/** The staff dashboard's chunks (`assets/…` paths), see first-load.mjs. */
export function dashboardChunks(distDir: string): Set<string>
