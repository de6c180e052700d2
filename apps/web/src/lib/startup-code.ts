/**
 * The data blocks (`<script type="application/json">`) that name the code the boot script loads
 * once a page is painted (apps/web/vite.first-paint.ts): the app's start-up chunks, written into
 * the HTML at build time, and a server-rendered page's own chunks and texts.
 */
export const STARTUP_CODE_ID = 'kheyr-code'
export const PAGE_CODE_ID = 'kheyr-page-code'

/** The boot script's hand-over of a tap made before the app listened (`takeEarlyTap`). */
export const EARLY_TAP = 'kheyrEarlyTap'
