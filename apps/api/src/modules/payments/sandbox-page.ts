import { randomInt } from 'node:crypto'
import { formatToman, notice, type NoticeKey } from '@kheyr/contracts'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page is in the site's language (the bank pages it stands in for are Persian). */
const text = (key: NoticeKey<'sandbox_page'>, params = {}) =>
  escape(notice('fa', 'sandbox_page', key, params))

/**
 * The built-in test bank's payment page: the amount, and Pay / Cancel, which send the browser to
 * the callback the way Zarinpal does (`Authority`, `Status=OK|NOK`). No script at all.
 */
export function sandboxPage(input: {
  authority: string
  amount: number
  billId: number
  callbackUrl: string
  open: boolean
}) {
  const ok = `${input.callbackUrl}?Authority=${encodeURIComponent(input.authority)}&Status=OK&RefId=SB${randomInt(10 ** 9, 10 ** 10)}`
  const nok = `${input.callbackUrl}?Authority=${encodeURIComponent(input.authority)}&Status=NOK`
  const body = input.open
    ? `<p class="amount">${escape(formatToman(input.amount, 'fa'))}</p>
       <p class="hint">${text('bill', { bill: new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(input.billId) })}</p>
       <div class="actions">
         <a class="pay" href="${escape(ok)}">${text('pay')}</a>
         <a class="cancel" href="${escape(nok)}">${text('cancel')}</a>
       </div>`
    : `<p class="hint">${text('done')}</p>
       <div class="actions"><a class="cancel" href="${escape(nok)}">${text('back')}</a></div>`
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text('title')}</title>
<style>
  body { margin: 0; font-family: Vazirmatn, Tahoma, sans-serif; background: #eef3f3; color: #1d2b2a; }
  main { max-width: 420px; margin: 8vh auto; background: #fff; border-radius: 16px; padding: 28px 24px; box-shadow: 0 6px 24px rgba(0,0,0,.08); text-align: center; }
  h1 { font-size: 20px; margin: 0 0 6px; }
  .badge { display: inline-block; background: #fff4d6; color: #7a5300; border-radius: 999px; padding: 4px 12px; font-size: 13px; margin-bottom: 18px; }
  .amount { font-size: 30px; font-weight: 800; color: #00796f; margin: 12px 0; }
  .hint { color: #5d6b6a; margin: 8px 0 20px; }
  .actions { display: flex; gap: 12px; flex-direction: column; }
  a { display: block; padding: 14px; border-radius: 10px; text-decoration: none; font-weight: 700; font-size: 17px; }
  a:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
  .pay { background: #007d73; color: #fff; }
  .cancel { background: #f1f4f4; color: #1d2b2a; }
</style>
</head>
<body>
<main>
  <h1>${text('title')}</h1>
  <span class="badge">${text('badge')}</span>
  ${body}
</main>
</body>
</html>`
}
