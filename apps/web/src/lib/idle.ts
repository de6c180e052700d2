/**
 * Resolves once the page has loaded and the browser has a quiet moment: for work the first page
 * does not need (the service worker and its downloads, the version check), which would otherwise
 * compete with the page's own scripts and images on a slow phone.
 */
export function whenIdle(timeout = 4000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout })
        : setTimeout(resolve, 200)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
