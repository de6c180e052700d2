import { createContext, useContext } from 'react'

const FirstPageContext = createContext(true)

/**
 * Whether the page may render yet. `StartupGate` says no for a moment once the start-up data has
 * come: the router's provider mounts and starts listening to the router at once, and what it
 * renders (the layout and the page) follows in a transition, in short turns (decision 036).
 * Anywhere else (the server's render, a take-over, tests) it is always yes.
 */
export const FirstPageProvider = FirstPageContext

/** Whether the page may render yet (see `FirstPageProvider`): until then, render nothing. */
export const useFirstPageShown = () => useContext(FirstPageContext)
