import { createRoot, hydrateRoot } from 'react-dom/client'

/** React's DOM renderer, a start-up stage of its own (main.tsx): the largest library to evaluate. */
export const reactDom = { createRoot, hydrateRoot }
