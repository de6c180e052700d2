/**
 * The English catalogue of the messages the server sends and the client shows (see
 * `messages.ts`): errors, validation messages and the texts the server writes to people.
 * `{{name}}` is a parameter. A module of its own, so the web app loads only its language's.
 */
export const en = {
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
    payment_in_progress:
      'This payment is already under way; please finish it or try again in a few minutes.',
    payment_closed: 'The time to pay for this order has passed; it can no longer be paid.',
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
    chest_visit_not_yours:
      'This visit is assigned to another collector; only they or staff who manage boxes may record it.',
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
    count_negative: 'A count cannot be negative; write 0 if there is no one.',
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
    gender_required: 'Please choose the gender.',
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
    staple_repeated: 'This staple is already in the list.',
    staple_unknown: 'Please choose one of the staples listed.',
    obligation_no_rate:
      'The rates of “{{title}}” for {{year}} have not been announced and entered yet; please come back a little later or contact the charity.',
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
} as const
