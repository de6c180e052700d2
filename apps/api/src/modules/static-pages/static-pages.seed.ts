import type { Executor } from '../../db/client.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { staticPages } from './static-pages.tables.ts'

/** Demo pages the footer links to: about us and privacy. */
export async function seedStaticPages(db: Executor) {
  const pages = [
    {
      slug: 'about',
      title: 'دربارهٔ ما',
      html: `<h2>خیر؛ سامانهٔ نیکوکاری</h2>
<p>خیر سامانه‌ای است برای پرداخت آنلاین صدقه، نذر، کفاره و کمک‌های خیریه. هر پرداخت رسید دارد و گزارش آن در حساب کاربری شما می‌ماند.</p>
<h3>آنچه انجام می‌دهیم</h3>
<ul>
<li>پرداخت آنلاین صدقه و کمک‌های خیریه</li>
<li>عضویت ماهانه برای کمک پیوسته</li>
<li>پویش‌ها با گزارش شفاف</li>
<li>سفارش تاج گل برای مراسم یادبود</li>
</ul>
<p>پرسش یا پیشنهادی دارید؟ از بخش <a href="/contact-us">تماس با ما</a> برایمان پیام بفرستید.</p>`,
    },
    {
      slug: 'privacy',
      title: 'حریم خصوصی',
      html: `<h2>حریم خصوصی شما</h2>
<p>ما تنها اطلاعاتی را نگه می‌داریم که برای انجام پرداخت‌ها و ارائهٔ رسید لازم است: نام، شمارهٔ موبایل و سابقهٔ پرداخت‌ها.</p>
<ul>
<li>شمارهٔ موبایل شما فقط برای ورود و ارسال رسید و یادآوری به کار می‌رود.</li>
<li>اطلاعات کارت بانکی شما نزد درگاه بانک می‌ماند و به دست ما نمی‌رسد.</li>
<li>اطلاعات شما به هیچ شخص یا سازمان دیگری فروخته یا داده نمی‌شود.</li>
</ul>
<p>هر زمان بخواهید می‌توانید حساب خود را از صفحهٔ پروفایل حذف کنید.</p>`,
    },
  ]
  await db
    .insert(staticPages)
    .values(pages.map((p) => ({ ...p, html: sanitizePageHtml(p.html) })))
    .onConflictDoNothing()
}
