import { formatNumber } from './money.ts'

export type Lang = 'fa' | 'en'
export const LANGS: readonly Lang[] = ['fa', 'en']

/**
 * Messages the server sends and the client shows for errors and validation. Both sides use this
 * one catalogue, so a live (precognitive) error and a submit error read the same.
 * Persian first; `{{name}}` is a parameter.
 */
export const messages = {
  fa: {
    errors: {
      unauthenticated: 'لطفاً ابتدا وارد حساب کاربری خود شوید.',
      forbidden: 'شما اجازهٔ دسترسی به این بخش را ندارید.',
      not_found: 'موردی که دنبالش بودید پیدا نشد.',
      route_not_found: 'مسیر {{path}} وجود ندارد.',
      conflict: 'این کار با وضعیت فعلی ممکن نیست. لطفاً صفحه را تازه کنید و دوباره تلاش کنید.',
      csrf_mismatch: 'نشست شما منقضی شده است. لطفاً صفحه را تازه کنید و دوباره تلاش کنید.',
      confirmation_required: 'برای ادامه، لطفاً دوباره هویت خود را تأیید کنید.',
      too_many_requests:
        'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً {{seconds}} ثانیهٔ دیگر دوباره تلاش کنید.',
      validation_failed: 'اطلاعات واردشده معتبر نیست.',
      validation_failed_more: '{{message}} (و {{count}} خطای دیگر)',
      bad_request: 'درخواست نامعتبر است.',
      bad_text: 'نشانی درخواست نویسه‌های نامعتبر دارد.',
      payload_too_large: 'حجم درخواست بیش از حد مجاز است.',
      unsupported_media_type: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
      server_error: 'خطایی در سرور رخ داد. لطفاً کمی بعد دوباره تلاش کنید.',
      service_unavailable: 'سامانه در حال به‌روزرسانی است. لطفاً کمی بعد سر بزنید.',
      account_blocked: 'حساب کاربری شما مسدود شده است. لطفاً با پشتیبانی تماس بگیرید.',
      gateway_unavailable:
        'اتصال به درگاه پرداخت ممکن نشد. {{message}} لطفاً کمی بعد یا با درگاه دیگری تلاش کنید.',
      bill_not_payable: 'این صورت‌حساب دیگر قابل پرداخت نیست.',
      nothing_to_pay: 'کمک پرداخت‌نشده‌ای ندارید.',
      not_flagged: 'این پرداخت نیازی به بررسی ندارد.',
      not_refundable: 'فقط پرداخت دوبارهٔ یک صورت‌حساب را می‌توان بازپرداخت کرد.',
      already_refunded: 'بازپرداخت این پرداخت پیش‌تر ثبت شده است.',
      charity_type_in_use: 'برای این نوع کمک، پرداخت ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      category_has_types:
        'حذف ناموفق بود: این دسته نوع کمک دارد؛ ابتدا نوع‌های آن را به دستهٔ دیگری ببرید یا حذف کنید.',
      two_factor_pending: 'ابتدا شمارهٔ موبایل و رمز یا کد ورود را وارد کنید.',
      two_factor_locked:
        'کدهای نادرست زیادی وارد شد. برای امنیت حساب، ورود دومرحله‌ای تا {{minutes}} دقیقهٔ دیگر بسته است.',
      role_in_use: 'این نقش به کاربرانی داده شده است؛ ابتدا آن را از کاربران بگیرید.',
      role_locked: 'نقش مدیر کل قابل ویرایش یا حذف نیست.',
      self_action: 'این کار را نمی‌توانید روی حساب خودتان انجام دهید.',
      impersonation_refused: 'ورود به جای این کاربر مجاز نیست.',
      user_out_of_reach:
        'این کاربر دسترسی‌هایی دارد که شما ندارید؛ این کار را روی حساب او نمی‌توانید انجام دهید.',
      super_admin_only: 'فقط مدیر کل می‌تواند این کار را روی حساب مدیر کل انجام دهد.',
      advanced_settings:
        'تنظیمات پیشرفته (مثل نشانی کاشی‌های نقشه) را فقط مدیر کل می‌تواند تغییر دهد.',
      role_out_of_reach:
        'این نقش دسترسی‌هایی دارد که شما ندارید؛ نمی‌توانید آن را ویرایش یا حذف کنید.',
      not_impersonating: 'شما به جای کاربر دیگری وارد نشده‌اید.',
      link_invalid: 'این پیوند منقضی شده یا معتبر نیست؛ لطفاً پیوند تازه بگیرید.',
      contact_rate_limited:
        'پیام‌های این ساعت به حد مجاز رسیده است. لطفاً {{minutes}} دقیقهٔ دیگر دوباره بفرستید.',
      campaign_finished: 'این پویش به پایان رسیده است و کمک تازه نمی‌پذیرد.',
      campaign_has_payments:
        'حذف ناموفق بود: برای این پویش کمک ثبت شده است؛ به‌جای حذف، آن را ببندید یا از انتشار خارج کنید.',
      needy_has_helps:
        'برای این مددجو کمک ثبت شده است و پرونده‌اش حذف نمی‌شود؛ به‌جای حذف، آن را بایگانی کنید.',
      help_delete_failed:
        'این کمک حذف نمی‌شود، چون پروندهٔ مددجو بایگانی شده است؛ ابتدا پرونده را از بایگانی خارج کنید.',
      crown_type_in_use:
        'حذف ناموفق بود: با این نوع تاج گل سفارش ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      crown_location_in_use:
        'حذف ناموفق بود: برای این مکان سفارش تاج گل ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      crowns_not_markable:
        'برخی از سفارش‌های انتخاب‌شده پرداخت نشده، لغو یا بازپرداخت شده‌اند؛ هیچ سفارشی علامت نخورد.',
      crown_not_cancelable: 'فقط سفارشی را که هنوز پرداخت نشده است می‌توان لغو کرد.',
      crown_not_refundable:
        'فقط سفارش پرداخت‌شده‌ای را که پیش‌تر بازپرداخت نشده است می‌توان بازپرداخت‌شده ثبت کرد.',
      nothing_due: 'در حال حاضر دورهٔ پرداخت‌نشده‌ای ندارید.',
      subscription_canceled: 'این عضویت لغو شده است و این کار برای آن ممکن نیست.',
      subscription_settle_first:
        'مبلغ این عضویت پیش‌تر تغییر کرده و دوره‌هایی با مبلغ قبلی هنوز پرداخت نشده است؛ لطفاً ابتدا آن‌ها را پرداخت کنید.',
      subscription_type_in_use:
        'برای این نوع عضویت، عضو ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      pay_link_expired:
        'مهلت این پیوند پرداخت تمام شده است (پیوندها ۱۲ ساعت معتبرند). برای پرداخت وارد حساب خود شوید.',
      pay_link_used: 'با این پیوند پیش‌تر پرداخت شده است. برای پرداخت دوباره وارد حساب خود شوید.',
      drain_request_open:
        'درخواست تخلیه ناموفق بود: برای این صندوق یک درخواست تخلیهٔ باز دارید؛ منتظر مأمور جمع‌آوری بمانید.',
      drain_request_not_delivered:
        'درخواست تخلیه ناموفق بود: این صندوق هنوز به شما تحویل داده نشده یا دیگر در دست شما نیست.',
      chest_not_in_use: 'پرداخت آنلاین فقط برای صندوقی ممکن است که به شما تحویل داده شده است.',
      chest_status_changed:
        'این کار با وضعیت فعلی صندوق ممکن نیست. لطفاً صفحه را تازه کنید و دوباره تلاش کنید.',
      chest_discharge_closed: 'این درخواست تخلیه بسته شده است و دیگر تغییر نمی‌کند.',
      chest_discharge_not_cancelable:
        'این درخواست به مأمور جمع‌آوری سپرده شده است و لغو آن فقط از طریق خیریه ممکن است.',
      chest_type_in_use:
        'حذف ناموفق بود: صندوق‌هایی از این نوع ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      chest_material_in_use:
        'حذف ناموفق بود: صندوق‌هایی از این جنس ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
      chest_has_history:
        'حذف ناموفق بود: برای این صندوق تخلیه یا پرداخت ثبت شده است؛ به‌جای حذف، آن را بازنشسته کنید.',
    },
    validation: {
      required: 'این فیلد نباید خالی باشد.',
      required_item: 'این مورد نباید خالی باشد.',
      required_fields: 'پر کردن فیلدهای {{fields}} الزامی است.',
      invalid: 'مقدار واردشده معتبر نیست.',
      text: 'این متن نویسه‌های نامعتبر دارد.',
      numeric: 'مقدار باید عدد باشد.',
      integer: 'مقدار باید عدد صحیح باشد.',
      boolean: 'مقدار باید بله یا خیر باشد.',
      min: 'مقدار نباید کمتر از {{min}} باشد.',
      max: 'مقدار نباید بیشتر از {{max}} باشد.',
      min_length: 'این فیلد باید دست‌کم {{min}} نویسه باشد.',
      max_length: 'این فیلد نباید بیشتر از {{max}} نویسه باشد.',
      min_items: 'دست‌کم {{min}} مورد انتخاب کنید.',
      max_items: 'حداکثر {{max}} مورد می‌توانید انتخاب کنید.',
      in: 'گزینهٔ انتخاب‌شده معتبر نیست.',
      date: 'تاریخ واردشده معتبر نیست.',
      date_future: 'تاریخ نباید بعد از امروز باشد.',
      url: 'نشانی واردشده معتبر نیست.',
      slug: 'نامک فقط می‌تواند حروف کوچک انگلیسی، عدد و خط تیره داشته باشد.',
      amount_min: 'مبلغ باید دست‌کم {{min}} تومان باشد.',
      amount_max: 'مبلغ نباید بیشتر از {{max}} تومان باشد.',
      otp_template_required:
        'کاوه‌نگار کد ورود را فقط با الگوی «وریفای» به همه می‌رساند؛ نام الگوی کد ورود را بنویسید.',
      zarinpal_merchant:
        'مرچنت کد زرین‌پال ۳۶ نویسه است، به شکل \u2066xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\u2069؛ آن را از پنل زرین‌پال کپی کنید.',
      email: 'نشانی ایمیل معتبر نیست.',
      mobile: 'شمارهٔ موبایل معتبر نیست.',
      mobile_taken: 'شمارهٔ موبایل واردشده قبلاً ثبت شده است.',
      code_taken: 'کد واردشده قبلاً ثبت شده است.',
      slug_taken: 'این نامک قبلاً استفاده شده است.',
      category_title_taken: 'دسته‌ای با این عنوان وجود دارد.',
      islamic_category_taken:
        'پیش‌تر دستهٔ «{{title}}» برای واجبات شرعی تعیین شده است و فقط یک دسته می‌تواند باشد؛ ابتدا علامت آن را بردارید.',
      ids_taken: 'شناسه‌های موجود را نمی‌توان دوباره به کار برد.',
      national_code: 'کد ملی باید {{digits}} رقم و معتبر باشد.',
      phone_digits: 'شماره تلفن باید {{digits}} رقم باشد.',
      doc_id_numeric: 'شمارهٔ پرونده باید عدد باشد.',
      monthly_income_numeric: 'درآمد ماهانه باید عدد باشد.',
      orphans_count: 'تعداد فرزندان یتیم درست نیست.',
      file_format: 'قالب فایل معتبر نیست.',
      file_too_large: 'حجم فایل نباید بیشتر از {{max}} مگابایت باشد.',
      image_too_large: 'ابعاد تصویر نباید بیشتر از {{max}} مگاپیکسل باشد.',
      map_location: 'لطفاً موقعیت را روی نقشه انتخاب کنید.',
      charity_name_required: 'نام خیریه نباید خالی باشد.',
      location_name_required: 'نام مکان نباید خالی باشد.',
      crown_name_required: 'نام تاج گل نباید خالی باشد.',
      deceased_name_required: 'نام متوفی نباید خالی باشد.',
      crown_type_required: 'لطفاً نوع تاج گل را انتخاب کنید.',
      location_required: 'لطفاً مکان مراسم را انتخاب کنید.',
      crown_type_unavailable: 'این نوع تاج گل دیگر عرضه نمی‌شود؛ لطفاً نوع دیگری انتخاب کنید.',
      location_unavailable:
        'این مکان دیگر برای سفارش تاج گل در دسترس نیست؛ لطفاً مکان دیگری انتخاب کنید.',
      ceremony_past: 'زمان مراسم گذشته است؛ لطفاً تاریخ و ساعت را بررسی کنید.',
      crown_cutoff:
        'سفارش تاج گل تا {{hours}} ساعت پیش از آغاز مراسم پذیرفته می‌شود و زمان این مراسم نزدیک‌تر از آن است.',
      password_min: 'رمز عبور باید دست‌کم {{min}} نویسه باشد.',
      password_confirmed: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
      json: 'متن واردشده JSON معتبر نیست.',
      trust_badge:
        'در این کد تصویری با نشانی https پیدا نشد؛ کد کامل نشان را همان‌طور که سامانهٔ صادرکننده داده است بچسبانید.',
      tile_url: 'نشانی کاشی‌های نقشه باید با http شروع شود و {z}، {x} و {y} را داشته باشد.',
      otp_invalid: 'کد واردشده درست نیست.',
      otp_expired: 'این کد منقضی شده است؛ لطفاً کد تازه بگیرید.',
      otp_attempts: 'تعداد تلاش‌ها بیش از حد مجاز بود؛ لطفاً کد تازه بگیرید.',
      credentials: 'شمارهٔ موبایل یا رمز عبور درست نیست.',
      password_current: 'رمز عبور درست نیست.',
      totp_invalid: 'کد تأیید دومرحله‌ای درست نیست.',
      totp_used: 'این کد پیش‌تر به کار رفته است؛ کد تازه‌ای را که برنامه نشان می‌دهد وارد کنید.',
      recovery_code_invalid: 'کد بازیابی درست نیست.',
      email_taken: 'این نشانی ایمیل قبلاً ثبت شده است.',
      mobile_unknown: 'حسابی با این شمارهٔ موبایل پیدا نشد.',
      mobile_same: 'این شماره همان شمارهٔ فعلی شماست.',
      role_self: 'نمی‌توانید نقش‌های خودتان را تغییر دهید.',
      role_forbidden: 'اجازهٔ دادن این نقش را ندارید.',
      campaign_slug: 'نامک فقط می‌تواند حروف فارسی یا انگلیسی، عدد و خط تیره داشته باشد.',
      campaign_ends_before_start: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
      date_order: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
      report_days_max:
        'گزارش روزانه حداکثر {{max}} روز را نشان می‌دهد؛ بازه را کوتاه‌تر کنید یا ماهانه گروه‌بندی کنید.',
      report_years_max: 'بازهٔ گزارش نباید بیشتر از {{max}} سال باشد.',
      refund_before_payment: 'تاریخ بازپرداخت نباید پیش از روز پرداخت باشد.',
      subscription_start: 'ماه شروع باید از همین ماه تا یک سال بعد باشد.',
      cash_amount: 'مبلغ {{periods}} دوره {{total}} تومان است؛ مبلغ دریافت‌شده را دوباره بشمارید.',
      nothing_due: 'در حال حاضر دورهٔ پرداخت‌نشده‌ای نیست.',
      guest_mobile: 'برای یادآوری و پیوستن عضویت به حسابتان، شمارهٔ موبایل را وارد کنید.',
      chest_code: 'کد صندوق فقط می‌تواند حروف انگلیسی، عدد و خط تیره داشته باشد.',
    },
    texts: {
      subscription_reminder:
        'یادآوری عضویت «{{title}}» در خیر: {{periods}} دوره به مبلغ {{amount}} تومان پرداخت نشده است. پرداخت بدون ورود (تا ۱۲ ساعت): {{link}}',
      subscription_reminder_title: 'یادآوری پرداخت عضویت «{{title}}»',
      subscription_reminder_body:
        '{{periods}} دوره به مبلغ {{amount}} تومان پرداخت نشده است. پیوند پرداخت بدون ورود پیامک شد.',
      chest_approved_title: 'درخواست صندوق صدقات شما پذیرفته شد',
      chest_approved_body: 'کد صندوق شما {{code}} است. صندوق به‌زودی به نشانی شما می‌رسد.',
      chest_scheduled_sms:
        'خیر: مأمور جمع‌آوری {{date}} برای تخلیهٔ صندوق صدقات {{code}} به نشانی شما می‌آید.',
      chest_scheduled_title: 'زمان تخلیهٔ صندوق {{code}}',
      chest_scheduled_body: 'مأمور جمع‌آوری {{date}} برای تخلیه و شمارش صندوق به نشانی شما می‌آید.',
      chest_counted_sms:
        'خیر: {{amount}} تومان از صندوق صدقات {{code}} شمارش و ثبت شد. قبول باشد؛ سپاس از همراهی شما.',
      chest_counted_title: 'شمارش صندوق {{code}} ثبت شد',
      chest_counted_body:
        '{{amount}} تومان از صندوق شما شمارش و به حساب خیریه واریز شد. قبول باشد.',
      chest_visit_sms:
        'خیر: مأمور جمع‌آوری برای تخلیهٔ صندوق {{code}} آمد؛ {{outcome}}. هر وقت خواستید دوباره درخواست تخلیه بدهید.',
      chest_visit_title: 'نتیجهٔ مراجعه برای صندوق {{code}}',
      chest_visit_body: '{{outcome}}. هر وقت خواستید، دوباره درخواست تخلیه بدهید.',
      chest_outcome_not_full: 'صندوق هنوز پر نشده بود',
      chest_outcome_nobody_home: 'کسی در محل نبود',
      chest_outcome_box_missing: 'صندوق در محل پیدا نشد',
      chest_payment_title: 'تخلیهٔ صندوق صدقات {{code}}',
      chest_online_title: 'پرداخت آنلاین صندوق صدقات {{code}}',
      chest_cash_note: 'شمارش صندوق {{code}} به دست {{collector}}',
    },
  },
  en: {
    errors: {
      unauthenticated: 'Please sign in first.',
      forbidden: 'You are not allowed to access this section.',
      not_found: 'The item you were looking for was not found.',
      route_not_found: 'The path {{path}} does not exist.',
      conflict: 'This cannot be done in the current state. Please refresh and try again.',
      csrf_mismatch: 'Your session has expired. Please refresh the page and try again.',
      confirmation_required: 'Please confirm your identity again to continue.',
      too_many_requests: 'Too many requests. Please try again in {{seconds}} seconds.',
      validation_failed: 'The given data was invalid.',
      validation_failed_more: '{{message}} (and {{count}} more errors)',
      bad_request: 'The request is invalid.',
      bad_text: 'The address contains characters that are not allowed.',
      payload_too_large: 'The request is too large.',
      unsupported_media_type: 'This content type is not supported.',
      server_error: 'Something went wrong on the server. Please try again shortly.',
      service_unavailable: 'We are down for maintenance. Please check back soon.',
      account_blocked: 'Your account has been blocked. Please contact support.',
      gateway_unavailable:
        'Could not reach the payment gateway. {{message}} Please try again shortly or use another gateway.',
      bill_not_payable: 'This bill can no longer be paid.',
      nothing_to_pay: 'You have no unpaid donations.',
      not_flagged: 'This payment does not need a review.',
      not_refundable: 'Only the second payment of a bill can be refunded.',
      already_refunded: 'The refund of this payment was recorded before.',
      charity_type_in_use: 'Donations exist for this type; deactivate it instead of deleting.',
      category_has_types:
        'Not deleted: this category holds kinds of giving; move them to another category or delete them first.',
      two_factor_pending: 'Please enter your mobile and password or sign-in code first.',
      two_factor_locked:
        'Too many wrong codes. For your safety, two-factor sign-in is locked for {{minutes}} more minutes.',
      role_in_use: 'Users hold this role; take it from them first.',
      role_locked: 'The super-admin role cannot be edited or deleted.',
      self_action: 'You cannot do this to your own account.',
      impersonation_refused: 'You may not sign in as this user.',
      user_out_of_reach:
        'This user holds permissions you do not have; you cannot do this to their account.',
      super_admin_only: "Only a super-admin can do this to a super-admin's account.",
      advanced_settings:
        'Only the super-admin can change the advanced settings (such as the map tile address).',
      role_out_of_reach:
        'This role carries permissions you do not have; you cannot edit or delete it.',
      not_impersonating: 'You are not signed in as another user.',
      link_invalid: 'This link has expired or is not valid; please get a new one.',
      contact_rate_limited:
        'You have sent as many messages as allowed this hour. Please try again in {{minutes}} minutes.',
      campaign_finished: 'This campaign has ended and takes no new donations.',
      campaign_has_payments:
        'Delete failed: this campaign has donations; close or unpublish it instead.',
      needy_has_helps:
        'Help has been recorded for this person, so the file cannot be deleted; archive it instead.',
      help_delete_failed:
        'This help cannot be deleted because the file is archived; take the file out of the archive first.',
      crown_type_in_use:
        'Delete failed: crowns were ordered with this type; deactivate it instead of deleting.',
      crown_location_in_use:
        'Delete failed: crowns were ordered for this location; deactivate it instead of deleting.',
      crowns_not_markable:
        'Some of the chosen orders are unpaid, canceled or refunded; no order was marked.',
      crown_not_cancelable: 'Only an order that is not paid yet can be canceled.',
      crown_not_refundable:
        'Only a paid order that was not refunded before can be recorded as refunded.',
      nothing_due: 'Nothing is due right now.',
      subscription_canceled: 'This membership was canceled; this cannot be done to it.',
      subscription_settle_first:
        'The amount of this membership changed before and periods at the earlier amount are still unpaid; please pay those first.',
      subscription_type_in_use:
        'Members hold this kind of membership; deactivate it instead of deleting.',
      pay_link_expired:
        'This payment link has expired (links are valid for 12 hours). Please sign in to pay.',
      pay_link_used: 'This link has already been used to pay. Please sign in to pay again.',
      drain_request_open:
        'Drain request failed: this box already has an open request; please wait for the collector.',
      drain_request_not_delivered:
        'Drain request failed: this box has not been delivered to you yet, or is no longer with you.',
      chest_not_in_use: 'A box can be paid online only once it has been delivered to you.',
      chest_status_changed:
        "This cannot be done in the box's current state. Please refresh the page and try again.",
      chest_discharge_closed: 'This drain request is closed and can no longer change.',
      chest_discharge_not_cancelable:
        'A collector has been assigned to this request; only the charity can cancel it now.',
      chest_type_in_use:
        'Delete failed: boxes of this type exist; deactivate it instead of deleting.',
      chest_material_in_use:
        'Delete failed: boxes of this material exist; deactivate it instead of deleting.',
      chest_has_history:
        'Delete failed: this box has visits or payments on record; retire it instead.',
    },
    validation: {
      required: 'This field must not be empty.',
      required_item: 'This item must not be empty.',
      required_fields: 'The fields {{fields}} are required.',
      invalid: 'The value is invalid.',
      text: 'This text contains characters that are not allowed.',
      numeric: 'The value must be a number.',
      integer: 'The value must be a whole number.',
      boolean: 'The value must be yes or no.',
      min: 'The value must be at least {{min}}.',
      max: 'The value must not exceed {{max}}.',
      min_length: 'This field must be at least {{min}} characters.',
      max_length: 'This field must not exceed {{max}} characters.',
      min_items: 'Choose at least {{min}} items.',
      max_items: 'Choose at most {{max}} items.',
      in: 'The selected option is invalid.',
      date: 'The date is invalid.',
      date_future: 'The date must not be after today.',
      url: 'The address is invalid.',
      slug: 'The slug may contain only lowercase letters, digits and dashes.',
      amount_min: 'The amount must be at least {{min}} toman.',
      amount_max: 'The amount must not exceed {{max}} toman.',
      otp_template_required:
        'Kavenegar delivers sign-in codes to everyone only through a verify template; enter the sign-in code template name.',
      zarinpal_merchant:
        'A Zarinpal merchant id is 36 characters, like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx; copy it from the Zarinpal panel.',
      email: 'The email address is invalid.',
      mobile: 'The mobile number is invalid.',
      mobile_taken: 'The entered mobile number already exists.',
      code_taken: 'The entered code already exists.',
      slug_taken: 'This slug is already in use.',
      category_title_taken: 'A category with this title exists.',
      islamic_category_taken:
        '“{{title}}” is already the Islamic obligations category, and there can be only one; unmark it first.',
      ids_taken: 'Existing ids cannot be used.',
      national_code: 'The national code must be {{digits}} digits and valid.',
      phone_digits: 'The phone number must have {{digits}} digits.',
      doc_id_numeric: 'The document id must be a number.',
      monthly_income_numeric: 'The monthly income must be a number.',
      orphans_count: 'The orphan count is wrong.',
      file_format: 'The file format is invalid.',
      file_too_large: 'The file must not be larger than {{max}} MB.',
      image_too_large: 'The image must not be larger than {{max}} megapixels.',
      map_location: 'Please choose the location on the map.',
      charity_name_required: 'The charity name cannot be empty.',
      location_name_required: 'The location name cannot be empty.',
      crown_name_required: 'The crown name cannot be empty.',
      deceased_name_required: 'The name of the deceased cannot be empty.',
      crown_type_required: 'Please choose a crown type.',
      location_required: 'Please choose the ceremony location.',
      crown_type_unavailable: 'This crown type is no longer offered; please choose another.',
      location_unavailable: 'Crowns can no longer be sent to this location; please choose another.',
      ceremony_past: 'The ceremony time has passed; please check the date and time.',
      crown_cutoff:
        'Crowns are taken until {{hours}} hours before the ceremony starts, and this ceremony is sooner than that.',
      password_min: 'The password must be at least {{min}} characters.',
      password_confirmed: 'The password confirmation does not match.',
      json: 'The text is not valid JSON.',
      trust_badge:
        'No image with an https address was found in this code; paste the whole badge code as its issuer gave it.',
      tile_url: 'The map tile address must start with http and contain {z}, {x} and {y}.',
      otp_invalid: 'The code is not correct.',
      otp_expired: 'This code has expired; please get a new one.',
      otp_attempts: 'Too many tries; please get a new code.',
      credentials: 'The mobile number or password is not correct.',
      password_current: 'The password is not correct.',
      totp_invalid: 'The two-factor code is not correct.',
      totp_used: 'This code has already been used; enter the new code your app shows.',
      recovery_code_invalid: 'The recovery code is not correct.',
      email_taken: 'This email address is already registered.',
      mobile_unknown: 'No account was found with this mobile number.',
      mobile_same: 'This is already your mobile number.',
      role_self: 'You cannot change your own roles.',
      role_forbidden: 'You may not grant this role.',
      campaign_slug: 'The slug may contain only Persian or Latin letters, digits and dashes.',
      campaign_ends_before_start: 'The end date must not be before the start date.',
      date_order: 'The end date must not be before the start date.',
      report_days_max:
        'A daily report shows at most {{max}} days; shorten the range or group by month.',
      report_years_max: 'A report covers at most {{max}} years.',
      refund_before_payment: 'The refund cannot be dated before the day of the payment.',
      subscription_start: 'The first month must be this month or up to a year from now.',
      cash_amount:
        '{{periods}} periods cost {{total}} toman; please count the amount received again.',
      nothing_due: 'Nothing is due right now.',
      guest_mobile: 'Enter your mobile for reminders and to find this membership in your account.',
      chest_code: 'A box code may contain only Latin letters, digits and dashes.',
    },
    texts: {
      subscription_reminder:
        'Kheyr membership "{{title}}": {{periods}} periods, {{amount}} toman, are unpaid. Pay without signing in (12 hours): {{link}}',
      subscription_reminder_title: 'Membership "{{title}}": payment reminder',
      subscription_reminder_body:
        '{{periods}} periods, {{amount}} toman, are unpaid. A link to pay without signing in was texted to you.',
      chest_approved_title: 'Your charity box request was accepted',
      chest_approved_body: 'Your box code is {{code}}. The box will reach your address soon.',
      chest_scheduled_sms:
        'Kheyr: a collector will come on {{date}} to empty charity box {{code}} at your address.',
      chest_scheduled_title: 'Box {{code}}: collection day',
      chest_scheduled_body: 'A collector will come on {{date}} to empty and count your box.',
      chest_counted_sms:
        'Kheyr: {{amount}} toman was counted from charity box {{code}}. Thank you for giving with us.',
      chest_counted_title: 'Box {{code}}: count recorded',
      chest_counted_body: '{{amount}} toman was counted from your box and paid to the charity.',
      chest_visit_sms:
        'Kheyr: our collector came to empty box {{code}}; {{outcome}}. Ask again whenever you like.',
      chest_visit_title: 'Box {{code}}: visit result',
      chest_visit_body:
        'Our collector came: {{outcome}}. Ask for it to be emptied again whenever you like.',
      chest_outcome_not_full: 'the box was not full yet',
      chest_outcome_nobody_home: 'nobody was there',
      chest_outcome_box_missing: 'the box was not found',
      chest_payment_title: 'Charity box {{code}} emptied',
      chest_online_title: 'Charity box {{code}} paid online',
      chest_cash_note: 'Box {{code}} counted by {{collector}}',
    },
  },
} as const

type Catalogue = (typeof messages)['fa']
export type ErrorKey = keyof Catalogue['errors']
export type ValidationKey = keyof Catalogue['validation']
export type TextKey = keyof Catalogue['texts']
export type MessageParams = Record<string, string | number>

/**
 * A validation message travels as `key` or `key|{"param":value}` so that the client, which only
 * sees the string, can translate it with its parameters into the user's language.
 */
export function encodeMessage(key: ValidationKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key
}

export function decodeMessage(encoded: string): { key: string; params: MessageParams } {
  const bar = encoded.indexOf('|')
  if (bar < 0) return { key: encoded, params: {} }
  try {
    return { key: encoded.slice(0, bar), params: JSON.parse(encoded.slice(bar + 1)) }
  } catch {
    return { key: encoded, params: {} }
  }
}

export function interpolate(template: string, params: MessageParams, lang: Lang): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) return `{{${name}}}`
    return typeof value === 'number' ? formatNumber(value, lang) : value
  })
}

export function errorMessage(key: ErrorKey, lang: Lang, params: MessageParams = {}): string {
  return interpolate(messages[lang].errors[key], params, lang)
}

/** A text the server writes to people (an SMS, a notification), with its parameters. */
export function textMessage(key: TextKey, lang: Lang, params: MessageParams = {}): string {
  return interpolate(messages[lang].texts[key], params, lang)
}

/** Translates an encoded validation message; an unknown key is shown as it is. */
export function validationMessage(encoded: string, lang: Lang): string {
  const { key, params } = decodeMessage(encoded)
  const template = (messages[lang].validation as Record<string, string>)[key]
  return template === undefined ? encoded : interpolate(template, params, lang)
}

/** `fa` unless the header asks for English first. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'fa'
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'fa'
}
