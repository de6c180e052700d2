import { expect, test, type Page } from '@playwright/test'

/** Form controls, native or not, that a person could type into or press. */
const CONTROLS =
  'input:not([type="hidden"]), button, select, textarea, [role="button"], [role="combobox"], [role="radio"], [role="checkbox"], [role="tab"]'

/**
 * Watches a server-rendered page being taken over: every control the HTML came with must stay
 * unusable (natively disabled, or `aria-disabled`) until React has taken that very element over
 * (React marks each node it has hydrated with its props, `__reactProps$…`). A control usable
 * before then would take typing or a press that never reaches the page's state. Records each
 * control found usable too early in `window.__early`.
 */
function watchTakeOver(controls: string) {
  const early: string[] = []
  ;(window as unknown as { __early: string[] }).__early = early
  let served = new WeakSet<Element>()
  const usable = (el: Element) =>
    !el.matches(':disabled') && el.closest('[aria-disabled="true"]') === null
  const takenOver = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] ${
      el.getAttribute('aria-label') ??
      el.getAttribute('name') ??
      el.textContent?.trim().slice(0, 40) ??
      ''
    }`
  const check = () => {
    for (const el of document.querySelectorAll(controls))
      if (served.has(el) && usable(el) && !takenOver(el)) {
        early.push(describe(el))
        served.delete(el)
      }
  }
  // Parsed, before any script of the page has run: these came with the HTML.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    served = new WeakSet(document.querySelectorAll(`#root :is(${controls})`))
    check()
  })
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  })
}

const early = (page: Page) =>
  page.evaluate(() => (window as unknown as { __early: string[] }).__early)

test.describe('taking over a server-rendered page', () => {
  test('a form is disabled as served, and usable only once its own part is taken over', async ({
    page,
    browser,
  }) => {
    // As served, before any script: the form's fields, choices and buttons are disabled, by a
    // fieldset of the page's own (not the layout's, which is taken over first).
    const context = await browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    await bare.goto('/charity/create/general')
    const served = bare.getByLabel('مبلغ', { exact: true })
    await expect(served).toBeDisabled()
    await expect(bare.getByLabel('نیت (اختیاری)')).toBeDisabled()
    await expect(bare.getByRole('button', { name: '۵۰٬۰۰۰ تومان', exact: true })).toBeDisabled()
    await expect(bare.getByRole('radio', { name: /درگاه آزمایشی/ })).toBeDisabled()
    await expect(bare.getByRole('button', { name: /^پرداخت/ })).toBeDisabled()
    expect(
      await served.evaluate((el) => Boolean(el.closest('fieldset[disabled]')?.closest('main'))),
    ).toBe(true)
    await context.close()

    // Typed as soon as the page shows: it reaches the form, and the gift goes to the bank.
    await page.addInitScript(watchTakeOver, CONTROLS)
    await page.goto('/charity/create/general')
    await page.getByLabel('مبلغ', { exact: true }).fill('25000')
    await expect(page.getByText('بیست و پنج هزار تومان')).toBeVisible()
    await page.getByLabel('نیت (اختیاری)').fill('برای شفای بیماران')
    await expect(page.getByLabel('نیت (اختیاری)')).toHaveValue('برای شفای بیماران')
    expect(await early(page)).toEqual([])
    await page.getByRole('button', { name: 'پرداخت ۲۵٬۰۰۰ تومان' }).click()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await expect(page.getByText('۲۵٬۰۰۰ تومان')).toBeVisible()
  })

  for (const path of [
    '/',
    '/charity/create/sadaqa',
    '/campaign',
    '/campaign/school-supplies',
    '/crown',
    '/subscription/create/general-support',
  ])
    test(`nothing on ${path} is usable before it is taken over`, async ({ page }) => {
      await page.addInitScript(watchTakeOver, CONTROLS)
      await page.goto(path)
      await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
      // The last slice's controls are enabled once its effects have run.
      await page.waitForLoadState('networkidle')
      expect(await early(page)).toEqual([])
    })
})
