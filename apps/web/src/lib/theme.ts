import createCache from '@emotion/cache'
import { createTheme } from '@mui/material/styles'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { prefixer } from 'stylis'

export const PRIMARY = '#00a99d'

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
export const ltrCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] })

export function createAppTheme(direction: 'rtl' | 'ltr') {
  return createTheme({
    direction,
    palette: {
      primary: { main: PRIMARY, dark: '#007a71', contrastText: '#ffffff' },
      // Amber 600.
      secondary: { main: '#ffb300', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#f6f8f8' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Vazirmatn, Tahoma, "Segoe UI", system-ui, sans-serif',
      button: { fontWeight: 700, textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiCssBaseline: {
        styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
      },
    },
  })
}
