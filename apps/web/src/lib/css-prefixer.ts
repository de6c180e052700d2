import { DECLARATION, type Middleware } from 'stylis'

/** The properties browsers the site serves still need with `-webkit-` (Safari's, mostly). */
const WEBKIT = new Set([
  'user-select',
  'backdrop-filter',
  'box-decoration-break',
  'text-size-adjust',
  'hyphens',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
  'mask-composite',
])

/**
 * The style rules' vendor prefixes, for today's browsers: stylis's own `prefixer` writes those
 * of 2012's as well (`display:-webkit-box`, `-ms-flex-…`), a quarter of the CSS a server-rendered
 * page carries in its `<head>`, which the browser parses before it paints. The server render and
 * the browser use the same, so a rule reads the same from either.
 */
export const prefixer: Middleware = (element) => {
  if (element.type === DECLARATION && !element.return && WEBKIT.has(element.props as string))
    element.return = `-webkit-${element.value}${element.value}`
}
