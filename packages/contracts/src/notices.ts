import { interpolate, type Lang, type MessageParams } from './messages.ts'

/**
 * What the server writes for people besides errors and validation (`messages.ts`): the texts and
 * notifications it sends, what a payment attempt tells its payer, the test bank's page, and the
 * spreadsheets staff download. Persian first; `{{name}}` is a parameter. Kept apart from
 * `messages.ts` so the web app, which never shows these itself, does not load them.
 */
export const notices = {
  fa: {
    sms: {
      otp: 'کد ورود شما به خیر: {{code}}\nاین کد تا ۲ دقیقه معتبر است.\n\n@{{host}} #{{code}}',
      contact_new: 'یک {{type}} تازه {{about}} در خیر ثبت شد. برای خواندن و پاسخ به پیشخوان بروید.',
    },
    notifications: {
      two_factor_locked_title: 'ورود دومرحله‌ای حساب شما موقتاً قفل شد',
      two_factor_locked_body:
        'چند کد نادرست پشت سر هم برای ورود به حساب شما وارد شد. اگر این کار شما نبوده است، همین حالا رمز عبور خود را عوض کنید.',
      contact_new_title: 'پیام تازه ({{type}}) {{about}}',
      contact_reply_title: 'پیام شما پاسخ داده شد',
      contact_reply_about_title: 'پاسخ پیام شما دربارهٔ «{{subject}}»',
    },
    contacts: {
      criticism: 'انتقاد',
      suggestion: 'پیشنهاد',
      question: 'پرسش',
      subject_payments: 'پرداخت و رسیدها',
      subject_site: 'سایت و برنامه',
      subject_needies: 'مددجویان و کمک‌ها',
      subject_other: 'سایر موارد',
    },
    payments: {
      description: 'پرداخت صورت‌حساب {{bill}}',
      request_failed: 'خطای غیرمنتظره در درخواست پرداخت.',
      request_incomplete: 'درخواست پرداخت کامل نشد.',
      unanswered: 'پاسخی از درگاه نرسید.',
      reference_reused:
        'این شمارهٔ پیگیری قبلاً برای پرداخت دیگری ثبت شده است. همکاران ما آن را بررسی می‌کنند.',
      gateway_down:
        'ارتباط با درگاه پرداخت برقرار نشد. لطفاً چند دقیقه دیگر دوباره تلاش کنید یا درگاه دیگری را برگزینید.',
      verify_unanswered:
        'پاسخ درگاه پرداخت به دست ما نرسید. نتیجه پرداخت شما را به‌زودی بررسی می‌کنیم؛ اگر مبلغی کم شده باشد، یا ثبت می‌شود یا به حسابتان برمی‌گردد.',
      gateway_garbled: 'درگاه پرداخت پاسخ نامفهومی داد. لطفاً کمی بعد دوباره تلاش کنید.',
      use_another_gateway: 'لطفاً از درگاه دیگری استفاده کنید.',
      not_paid: 'پرداخت انجام نشد. اگر مبلغی از حسابتان کم شده، به‌زودی به حسابتان برمی‌گردد.',
      foreign_answer: 'پاسخ درگاه به این پرداخت تعلق ندارد.',
      staff_will_check:
        'تأیید خودکار این پرداخت از بانک ممکن نشد و پرداخت ثبت نشد. همکاران ما آن را بررسی می‌کنند؛ اگر مبلغی از حسابتان کم شده باشد، یا ثبت می‌شود یا به حسابتان برمی‌گردد.',
      sandbox_canceled: 'پرداخت را لغو کردید.',
      sandbox_expired: 'مهلت پرداخت در درگاه آزمایشی تمام شد.',
    },
    gateways: {
      sandbox: 'درگاه آزمایشی',
      zarinpal: 'زرین‌پال',
      sep: 'سامان (سپ)',
    },
    sandbox_page: {
      title: 'درگاه پرداخت آزمایشی',
      badge: 'برای آزمایش؛ پولی جابه‌جا نمی‌شود',
      bill: 'صورت‌حساب شمارهٔ {{bill}}',
      pay: 'پرداخت',
      cancel: 'انصراف',
      done: 'این پرداخت قبلاً انجام یا لغو شده است.',
      back: 'بازگشت به سایت',
    },
    exports: {
      id: 'شناسه',
      bill: 'صورت‌حساب',
      payer: 'پرداخت‌کننده',
      mobile: 'موبایل',
      amount: 'مبلغ (تومان)',
      gateway: 'درگاه',
      status: 'وضعیت',
      reference: 'شمارهٔ پیگیری',
      card: 'کارت',
      paid_at: 'زمان پرداخت',
      created_at: 'زمان ثبت',
      campaign: 'پویش',
      display_name: 'نام نمایشی',
      name: 'نام',
      family: 'نام خانوادگی',
      father_name: 'نام پدر',
      national_code: 'کد ملی',
      doc_id: 'شمارهٔ پرونده',
      second_mobile: 'موبایل دوم',
      phone: 'تلفن',
      city: 'شهر',
      area: 'محله',
      address: 'نشانی',
      gender: 'جنسیت',
      marital_status: 'وضعیت تأهل',
      birthday: 'تاریخ تولد',
      monthly_income: 'درآمد ماهانه (تومان)',
      dependents_count: 'تعداد افراد تحت تکفل',
      orphans_count: 'تعداد فرزندان یتیم',
      priority: 'اولویت',
      final_status: 'وضعیت نهایی',
      date_seen: 'تاریخ بازدید',
      researcher: 'پژوهشگر',
      archived: 'بایگانی',
    },
    values: {
      yes: 'بله',
      no: 'خیر',
      anonymous: 'ناشناس',
      unpaid: 'پرداخت‌نشده',
      paid: 'پرداخت‌شده',
      male: 'مرد',
      female: 'زن',
      low: 'کم',
      medium: 'متوسط',
      high: 'زیاد',
      urgent: 'فوری',
      pending: 'در انتظار بازدید',
      approved: 'تأییدشده',
      follow_up: 'نیازمند پیگیری',
      rejected: 'ردشده',
      single: 'مجرد',
      married: 'متأهل',
      widowed: 'همسر فوت‌شده',
      divorced: 'مطلقه',
    },
  },
  en: {
    sms: {
      otp: 'Your Kheyr sign-in code: {{code}}\nIt is valid for 2 minutes.\n\n@{{host}} #{{code}}',
      contact_new:
        'A new {{type}} {{about}} was sent on Kheyr. Open the dashboard to read and answer it.',
    },
    notifications: {
      two_factor_locked_title: 'Two-step sign-in to your account is locked for now',
      two_factor_locked_body:
        'Several wrong codes in a row were entered to sign in to your account. If it was not you, change your password now.',
      contact_new_title: 'New message ({{type}}) {{about}}',
      contact_reply_title: 'Your message was answered',
      contact_reply_about_title: 'A reply to your message about “{{subject}}”',
    },
    contacts: {
      criticism: 'criticism',
      suggestion: 'suggestion',
      question: 'question',
      subject_payments: 'Payments and receipts',
      subject_site: 'The site and the app',
      subject_needies: 'People we help',
      subject_other: 'Something else',
    },
    payments: {
      description: 'Payment of bill {{bill}}',
      request_failed: 'Unexpected error requesting the payment.',
      request_incomplete: 'The payment request did not complete.',
      unanswered: 'The gateway never answered.',
      reference_reused:
        'This reference was already used for another payment. Our staff will check it.',
      gateway_down:
        'We could not reach the payment gateway. Please try again in a few minutes or choose another gateway.',
      verify_unanswered:
        'The payment gateway did not answer. We will check your payment shortly; any amount taken will either be recorded or returned to your account.',
      gateway_garbled:
        'The payment gateway gave an answer we could not read. Please try again shortly.',
      use_another_gateway: 'Please use another gateway.',
      not_paid:
        'The payment did not go through. Any amount taken will be returned to your account shortly.',
      foreign_answer: "The gateway's answer does not belong to this payment.",
      staff_will_check:
        'We could not confirm this payment with the bank automatically, so it was not recorded. Our staff will check it: any amount taken will either be recorded or returned to your account.',
      sandbox_canceled: 'You canceled the payment.',
      sandbox_expired: 'The test gateway payment window has passed.',
    },
    gateways: {
      sandbox: 'Test gateway',
      zarinpal: 'Zarinpal',
      sep: 'Saman (SEP)',
    },
    sandbox_page: {
      title: 'Test payment gateway',
      badge: 'For testing: no money moves',
      bill: 'Bill number {{bill}}',
      pay: 'Pay',
      cancel: 'Cancel',
      done: 'This payment was already made or canceled.',
      back: 'Back to the site',
    },
    exports: {
      id: 'ID',
      bill: 'Bill',
      payer: 'Payer',
      mobile: 'Mobile',
      amount: 'Amount (toman)',
      gateway: 'Gateway',
      status: 'Status',
      reference: 'Reference',
      card: 'Card',
      paid_at: 'Paid at',
      created_at: 'Created at',
      campaign: 'Campaign',
      display_name: 'Display name',
      name: 'First name',
      family: 'Last name',
      father_name: 'Father’s name',
      national_code: 'National code',
      doc_id: 'File number',
      second_mobile: 'Second mobile',
      phone: 'Phone',
      city: 'City',
      area: 'Area',
      address: 'Address',
      gender: 'Gender',
      marital_status: 'Marital status',
      birthday: 'Date of birth',
      monthly_income: 'Monthly income (toman)',
      dependents_count: 'Dependents',
      orphans_count: 'Orphaned children',
      priority: 'Priority',
      final_status: 'Final status',
      date_seen: 'Visit date',
      researcher: 'Researcher',
      archived: 'Archived',
    },
    values: {
      yes: 'Yes',
      no: 'No',
      anonymous: 'Anonymous',
      unpaid: 'Unpaid',
      paid: 'Paid',
      male: 'Male',
      female: 'Female',
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      urgent: 'Urgent',
      pending: 'Awaiting a visit',
      approved: 'Approved',
      follow_up: 'Needs follow-up',
      rejected: 'Rejected',
      single: 'Single',
      married: 'Married',
      widowed: 'Widowed',
      divorced: 'Divorced',
    },
  },
} as const

type Notices = (typeof notices)['fa']
export type NoticeGroup = keyof Notices
export type NoticeKey<G extends NoticeGroup> = keyof Notices[G] & string

/** One text in a language, its parameters filled in (numbers in that language's digits). */
export function notice<G extends NoticeGroup>(
  lang: Lang,
  group: G,
  key: NoticeKey<G>,
  params: MessageParams = {},
): string {
  return interpolate((notices[lang][group] as Record<string, string>)[key]!, params, lang)
}

/** One text in both languages, as the server stores what a payer may read later in either. */
export function bothLangs<G extends NoticeGroup>(
  group: G,
  key: NoticeKey<G>,
  params: MessageParams = {},
): Record<Lang, string> {
  return { fa: notice('fa', group, key, params), en: notice('en', group, key, params) }
}
