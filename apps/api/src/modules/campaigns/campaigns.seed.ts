import type { Executor } from '../../db/client.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { dayEnd, dayStart, tehranDay } from './campaigns.service.ts'
import { campaignReports, campaigns } from './campaigns.tables.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const day = (offset: number) => tehranDay(new Date(Date.now() + offset * DAY_MS))

/**
 * Demo campaigns for a fresh install: two taking gifts and one finished with a report. Their
 * figures start at zero: `collected` and `donors` only ever move when a bill is paid.
 * Covers are the web app's demo images (`apps/web/public/demo/campaigns`).
 */
export async function seedCampaigns(db: Executor) {
  const rows = await db
    .insert(campaigns)
    .values([
      {
        slug: 'آب-برای-روستا',
        title: 'آب آشامیدنی برای روستاهای سیستان',
        summary: 'لوله‌کشی و مخزن آب سالم برای سه روستای کم‌آب در سیستان و بلوچستان.',
        description: sanitizePageHtml(
          '<p>سه روستا در حاشیهٔ زابل هنوز آب آشامیدنی را با تانکر می‌گیرند. با کمک شما یک مخزن ۵۰ هزار لیتری و شش کیلومتر لوله‌کشی ساخته می‌شود.</p><h3>هزینه‌ها</h3><ul><li>مخزن و پایه: ۴۰۰ میلیون تومان</li><li>لوله و اتصالات: ۵۵۰ میلیون تومان</li><li>اجرا و نظارت: ۲۵۰ میلیون تومان</li></ul><p>گزارش هر مرحله را همین‌جا می‌بینید.</p>',
        ),
        coverUrl: '/demo/campaigns/water.jpg',
        goal: 1_200_000_000,
        minAmount: 10_000,
        suggestedAmounts: [50_000, 200_000, 500_000, 1_000_000],
        startsAt: dayStart(day(-12)),
        endsAt: dayEnd(day(48)),
        stopAtGoal: true,
        featured: true,
        published: true,
      },
      {
        slug: 'school-supplies',
        title: 'نوشت‌افزار برای ۵۰۰ دانش‌آموز',
        summary: 'بستهٔ کامل نوشت‌افزار و کیف برای دانش‌آموزان مدارس کم‌برخوردار، پیش از مهر.',
        description: sanitizePageHtml(
          '<p>هر بسته شامل کیف، دفتر، مداد رنگی و لوازم هندسه است و به دست مدیر مدرسه می‌رسد.</p><p>هزینهٔ هر بسته: <strong>۸۵۰ هزار تومان</strong>.</p>',
        ),
        coverUrl: '/demo/campaigns/school.jpg',
        goal: 425_000_000,
        minAmount: 20_000,
        suggestedAmounts: [85_000, 170_000, 425_000, 850_000],
        startsAt: dayStart(day(-5)),
        endsAt: null,
        stopAtGoal: false,
        featured: true,
        published: true,
      },
      {
        slug: 'winter-heating',
        title: 'گرمای زمستان: بخاری برای خانواده‌های نیازمند',
        summary: 'خرید و نصب بخاری گازی ایمن برای ۱۲۰ خانوادهٔ تحت پوشش، پیش از سرما.',
        description: sanitizePageHtml(
          '<p>این پویش به پایان رسیده است. از همهٔ نیکوکارانی که همراه شدند سپاسگزاریم.</p>',
        ),
        coverUrl: '/demo/campaigns/heating.jpg',
        goal: 300_000_000,
        minAmount: 10_000,
        suggestedAmounts: [100_000, 250_000, 500_000],
        startsAt: dayStart(day(-100)),
        endsAt: dayEnd(day(-20)),
        stopAtGoal: false,
        featured: false,
        published: true,
      },
    ])
    .returning()
  const finished = rows.find((r) => r.slug === 'winter-heating')!
  await db.insert(campaignReports).values({
    campaignId: finished.id,
    title: 'نصب ۱۲۰ بخاری به پایان رسید',
    body: sanitizePageHtml(
      '<p>بخاری‌ها با هماهنگی شرکت گاز و بازدید ایمنی نصب شدند. فهرست خانواده‌ها نزد واحد مددکاری محفوظ است.</p>',
    ),
    reportedOn: day(-18),
    amountSpent: null,
    sortOrder: 0,
  })
}
