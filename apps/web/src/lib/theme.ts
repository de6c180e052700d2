import createCache from '@emotion/cache'
import { createTheme, type Theme } from '@mui/material/styles'
import { ThemeProvider } from '@mui/system'
import { createElement, useMemo, type ReactNode } from 'react'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { prefixer } from './css-prefixer.ts'

/** The brand's teal: for surfaces, tints and the logo, never behind white text (2.9:1). */
export const BRAND = '#00a99d'
/** The teal for text, links and buttons with white text: 5:1 on white, 4.7:1 on the page. */
export const PRIMARY = '#007d73'
const FOCUS_RING = '#00524b'
/** Fills behind white text, each 5:1 or more. */
const FILLED = { success: '#1b5e20', info: '#01579b', warning: '#9a4a00', error: '#b71c1c' }

/** MUI's fields tell a browser's autofill by these animations starting (see `MuiInputBase`). */
const AUTO_FILL = 'mui-auto-fill'
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel'

/**
 * An emotion cache for a direction: right to left flips every rule (the RTL plugin). The browser
 * keeps one of each; the server render makes one per render, to read back the rules it used.
 */
export const createStyleCache = (direction: 'rtl' | 'ltr') =>
  direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'muiltr', stylisPlugins: [prefixer] })

export const rtlCache = createStyleCache('rtl')
export const ltrCache = createStyleCache('ltr')

const themes = new Map<'rtl' | 'ltr', Theme>()

/**
 * The app's theme in a direction, made once (a few milliseconds of a phone's main thread, which
 * start-up spends in a task of its own rather than inside the first render).
 */
export function appTheme(direction: 'rtl' | 'ltr'): Theme {
  let theme = themes.get(direction)
  if (!theme) themes.set(direction, (theme = createAppTheme(direction)))
  return theme
}

export function createAppTheme(direction: 'rtl' | 'ltr') {
  return createTheme({
    direction,
    palette: {
      primary: { main: PRIMARY, light: BRAND, dark: '#00665e', contrastText: '#ffffff' },
      // Amber 600.
      secondary: { main: '#ffb300', contrastText: 'rgba(0, 0, 0, 0.87)' },
      // MUI's info and warning give white text 4.1 and 3.1:1 on filled chips and badges.
      info: { main: FILLED.info, contrastText: '#ffffff' },
      warning: { main: FILLED.warning, contrastText: '#ffffff' },
      background: { default: '#f6f8f8' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Vazirmatn Variable", Vazirmatn, Tahoma, "Segoe UI", system-ui, sans-serif',
      button: { fontWeight: 700, textTransform: 'none' },
    },
    components: {
      // Filled alerts (toasts) carry white text: MUI's default info and warning fills give
      // 3.1-4.1:1, so each severity takes a fill of 4.5:1 or more.
      MuiAlert: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.variant === 'filled'
              ? { backgroundColor: FILLED[ownerState.severity ?? 'success'], color: '#ffffff' }
              : {},
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A clear 2 px ring wherever the keyboard is, not only MUI's faint ripple overlay.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
          },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Each field would add (and, from the browser, insert again) the autofill keyframes as a
      // global style of its own; the base styles below carry them once, with the same detection.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTO_FILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTO_FILL, animationDuration: '5000s' },
          },
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
          [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
            outline: `2px solid ${FOCUS_RING}`,
            outlineOffset: 2,
          },
        },
      },
    },
  })
}

/**
 * MUI's `ThemeProvider` for a theme without CSS variables (ours), which is what MUI's own does
 * for such a theme: without the CSS-variables provider, its colour-scheme storage and script
 * that MUI's would bring to the first page as well.
 */
export function AppThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // As MUI's: `vars` null, so no theme above it lends its variables.
  const plain = useMemo(() => ({ ...theme, vars: null }), [theme])
  return createElement(ThemeProvider, { theme: plain }, children)
}
