import { createBrowserRouter } from 'react-router'

/** The router's library, evaluated in a start-up stage before the routes that use it (main.tsx). */
export const routerLibrary = { createBrowserRouter }
