/**
 * The server's messages in Bangla (D23, docs/decisions/018): each English message the API can say, as it is
 * written in English today, with its Bangla. A `{slot}` stands for a part that varies; its name says what it
 * holds and so how localize.ts reads it from the English and writes it in Bangla:
 *
 * - `{field}`, `{what}`, `{part}`: a field's or a thing's name, said in Bangla by FIELD_WORDS; `{path}`: a
 *   field's key put in front of a message;
 * - `{n}`, `{min}`, `{max}`, `{minutes}`, `{days}`: a number, in Bengali digits; `{taka}`: an amount, as ৳;
 * - `{s}`: English's plural ending, which Bangla does not need;
 * - `{period}`: a booked period as formatShopPeriod writes it, said again in Bangla;
 * - `{clock}`: a time of day as formatShopClock writes it ('2:05 pm'), on Bangla's clock;
 * - `{status}`: a state word (STATUS_WORDS); `{type}`, `{received}`: a value's kind (TYPE_WORDS);
 * - `{message}`: a whole message, localised in its turn;
 * - `{name}`, `{key}`, `{why}`, `{suffix}`: text kept as it is (a customer's name, a field a caller sent).
 *
 * Not a word-for-word translation: each entry says what a Dhaka customer needs to read.
 */
export const MESSAGES_BN: Readonly<Record<string, string>> = {
  // Fields of forms and queries (contract schemas: trimmed(), whole(), paging).
  '{field} is required': '{field} দিতে হবে',
  '{field} must be at most {max} characters': '{field} সর্বোচ্চ {max} অক্ষরের হতে পারে',
  '{field} must be a number': '{field} একটি সংখ্যা হতে হবে',
  '{field} must be a whole number': '{field} একটি পূর্ণ সংখ্যা হতে হবে',
  '{field} must be at least {min}': '{field} কমপক্ষে {min} হতে হবে',
  '{field} must be at most {max}': '{field} সর্বোচ্চ {max} হতে পারে',
  '{field} must be true or false': '{field}-এর মান true অথবা false হতে হবে',
  '{field} must be a whole number from {min}': '{field} {min} বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে',
  '{field} must be a whole number from {min} to {max}': '{field} {min} থেকে {max}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  'must be a date written YYYY-MM-DD': 'তারিখটি YYYY-MM-DD আকারে লিখতে হবে',
  'must be a date and time in ISO 8601 with a time zone': 'তারিখ ও সময় সময় অঞ্চলসহ ISO 8601 আকারে হতে হবে',
  'Id must be a valid identifier': 'আইডিটি সঠিক নয়',
  'Id must be a message number': 'আইডি একটি বার্তার নম্বর হতে হবে',
  'Email must be a valid e-mail address': 'একটি সঠিক ই-মেইল ঠিকানা দিন',
  'Password must be at least 8 characters': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'Phone must be a phone number, such as 01712345678': 'একটি সঠিক ফোন নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮',
  'Image must be an image URL (https://… or /media/…)': 'ছবির একটি ঠিকানা দিন (https://… অথবা /media/…)',
  'Send at least one field to update': 'বদলানোর জন্য অন্তত একটি তথ্য পাঠান',
  'Idempotency-Key must be 8 to 255 visible ASCII characters':
    'Idempotency-Key ৮ থেকে ২৫৫টি দৃশ্যমান ASCII অক্ষরের হতে হবে',
  "searchByAvailability must be 'Available' or 'Not Available'": "প্রাপ্যতা 'Available' অথবা 'Not Available' হতে হবে",
  "language must be 'en' or 'bn'": "ভাষা 'en' (ইংরেজি) অথবা 'bn' (বাংলা) হতে হবে",
  "channel must be 'sms' or 'email'": "মাধ্যম 'sms' অথবা 'email' হতে হবে",
  "status must be 'queued', 'sending', 'sent' or 'failed'": "অবস্থা 'queued', 'sending', 'sent' অথবা 'failed' হতে হবে",
  'template is not one of the shop’s messages': 'এটি দোকানের কোনো বার্তার ধরন নয়',
  "reminderChannel must be 'sms', 'email' or 'none'": "রিমাইন্ডারের মাধ্যম 'sms', 'email' অথবা 'none' হতে হবে",
  "mode must be 'deliver', 'fail', 'timeout' or 'error-code'":
    "মোড 'deliver', 'fail', 'timeout' অথবা 'error-code' হতে হবে",
  'Method must be one of bkash, nagad, cash, bank or gateway_panel':
    'পদ্ধতি bkash, nagad, cash, bank অথবা gateway_panel-এর একটি হতে হবে',
  "status must be 'due', 'refunded' or 'all'": "অবস্থা 'due', 'refunded' অথবা 'all' হতে হবে",
  "decision must be 'accept' or 'refund'": "সিদ্ধান্ত 'accept' অথবা 'refund' হতে হবে",
  "include must be 'all'": "include-এর মান কেবল 'all' হতে পারে",
  "state must be 'open' or 'returned'": "অবস্থা 'open' অথবা 'returned' হতে হবে",
  'action must be one of {key}': 'কাজটি এগুলোর একটি হতে হবে: {key}',
  'Amount must be whole taka': 'পরিমাণ পূর্ণ টাকায় হতে হবে',
  'Amount must be more than 0': 'পরিমাণ ০-এর বেশি হতে হবে',
  // Text rules (text.ts, docs/decisions/025).
  '{field} contains an invalid character': '{field}-এ এমন একটি অক্ষর আছে, যা গ্রহণ করা যায় না',
  '{field} must not contain a web address': '{field}-এ কোনো ওয়েব ঠিকানা বা লিংক দেওয়া যাবে না',

  // Zod's own words, for input no schema names a message for (a body that is not an object, say).
  'Invalid input: expected {type}, received {received}': 'তথ্যটি সঠিক নয়: {type} দরকার, কিন্তু এসেছে {received}',
  'Invalid input': 'তথ্যটি সঠিক নয়',
  'Invalid option: expected one of {key}': 'এগুলোর একটি বেছে নিন: {key}',
  'Invalid input: expected {key}': 'তথ্যটি সঠিক নয়: {key} হতে হবে',
  'Too big: expected {type} to be <={n}': '{type} সর্বোচ্চ {n} হতে পারে',
  'Too small: expected {type} to be >={n}': '{type} কমপক্ষে {n} হতে হবে',
  'Too big: expected {type} to have exactly {n} characters': '{type}টি ঠিক {n} অক্ষরের হতে হবে',
  'Too small: expected {type} to have exactly {n} characters': '{type}টি ঠিক {n} অক্ষরের হতে হবে',
  'Too small: expected array to have exactly {n} items': 'তালিকায় ঠিক {n}টি জিনিস থাকতে হবে',
  'Too big: expected array to have exactly {n} items': 'তালিকায় ঠিক {n}টি জিনিস থাকতে হবে',

  // Periods, windows and reports (contract periods.ts, reports.ts).
  'Start time must be on a whole minute': 'শুরুর সময় পূর্ণ মিনিটে হতে হবে',
  'Start time cannot be in the past': 'শুরুর সময় অতীতে হতে পারে না',
  'Start time must be within the next {days} days': 'শুরুর সময় আগামী {days} দিনের মধ্যে হতে হবে',
  'Return time must be on a whole minute': 'ফেরতের সময় পূর্ণ মিনিটে হতে হবে',
  'The planned return must be at least 1 hour after the start': 'ফেরতের পরিকল্পিত সময় শুরুর অন্তত ১ ঘণ্টা পরে হতে হবে',
  'A booking can last at most {days} days': 'একটি বুকিং সর্বোচ্চ {days} দিনের হতে পারে',
  '{field} must be after {other}': '{field} অবশ্যই {other} থেকে পরে হতে হবে',
  '{field} and {other} can be at most {days} days apart': '{field} থেকে {other} পর্যন্ত সর্বোচ্চ {days} দিন হতে পারে',
  'This bike is booked from {period}': 'এই বাইকটি {period} বুক করা আছে',
  'to must be the same day as from or later': 'শেষের তারিখ শুরুর তারিখের দিন বা তার পরে হতে হবে',
  'A report can cover at most {days} days': 'একটি রিপোর্টে সর্বোচ্চ {days} দিন ধরা যায়',
  'from must not be after to': 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
  'availableFrom and availableTo go together': 'শুরু ও শেষের সময় দুটোই একসঙ্গে দিতে হবে',

  // The error handler and Fastify's own refusals (plugins/error-handler.ts).
  '{key} is not a field this call accepts': '{key} এই অনুরোধে নেওয়া হয় না',
  '{part} is not valid': '{part} সঠিক নয়',
  '{field} contains a character that is not allowed (NUL)': '{field}-এ এমন একটি অক্ষর আছে যা চলে না (NUL)',
  'The request is not valid': 'অনুরোধটি সঠিক নয়',
  'The request body is not valid JSON': 'অনুরোধের তথ্য সঠিক JSON নয়',
  'The request is too large': 'অনুরোধটি খুব বড়',
  'The address is too long': 'ঠিকানাটি খুব লম্বা',
  'The address is not valid: it has a broken % escape': 'ঠিকানাটি সঠিক নয়: এতে একটি ভাঙা % চিহ্ন আছে',
  'No such API call{suffix}': 'এমন কোনো API কল নেই{suffix}',
  'Too many attempts. Please wait a few minutes and try again':
    'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন',
  'Too many attempts. Please try again in {minutes} minute{s}':
    'অনেকবার চেষ্টা করা হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন',
  'Something went wrong on our side. Please try again': 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন',
  'The shop is restarting. Please try again in a moment': 'দোকানের সার্ভার আবার চালু হচ্ছে। একটু পরে আবার চেষ্টা করুন',
  'The shop cannot reach its database right now. Please try again in a moment':
    'এই মুহূর্তে দোকানের ডেটাবেসে পৌঁছানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন',

  // Accounts and sessions.
  '{what} not found': '{what} খুঁজে পাওয়া যায়নি',
  'Please log in to continue': 'চালিয়ে যেতে লগ ইন করুন',
  'Your session has expired. Please log in again': 'আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার লগ ইন করুন',
  'Only an admin can do this': 'এটি শুধু অ্যাডমিন করতে পারেন',
  'An account with this email already exists. Please log in': 'এই ই-মেইলে আগেই একটি অ্যাকাউন্ট আছে। লগ ইন করুন',
  'Email or password is incorrect': 'ই-মেইল বা পাসওয়ার্ড ভুল',
  'Too many failed logins on this account. Please try again in {n} second{s}':
    'এই অ্যাকাউন্টে অনেকবার ভুল লগ ইন হয়েছে। {n} সেকেন্ড পরে আবার চেষ্টা করুন',
  'We sent a {n}-digit code to your phone and e-mail. Enter it to log in':
    'আপনার ফোন ও ই-মেইলে {n} অঙ্কের একটি কোড পাঠিয়েছি। লগ ইন করতে কোডটি লিখুন',
  'This code is wrong, used or expired. Enter the latest code we sent, or log in without a code to get a new one':
    'কোডটি ভুল, আগে ব্যবহার করা হয়েছে বা মেয়াদ শেষ। সবশেষে পাঠানো কোডটি লিখুন, অথবা নতুন কোড পেতে কোড ছাড়া লগ ইন করুন',
  'Code must be the {n} digits we sent': 'আমাদের পাঠানো {n} অঙ্কের কোডটি লিখুন',
  'This user is already an admin': 'এই ব্যবহারকারী আগে থেকেই অ্যাডমিন',
  'Admins cannot be deleted': 'অ্যাডমিনকে মুছে ফেলা যায় না',
  'This customer has a booking, a bike out on rent or an unpaid balance, so the account cannot be deleted yet':
    'এই গ্রাহকের একটি বুকিং, ভাড়ায় থাকা বাইক বা বকেয়া টাকা আছে, তাই অ্যাকাউন্টটি এখনই মুছে ফেলা যাবে না',
  'You have sent many messages in the last hour. Please call us instead':
    'গত এক ঘণ্টায় আপনি অনেক বার্তা পাঠিয়েছেন। অনুগ্রহ করে আমাদের ফোন করুন',

  // Bikes.
  '_id must be the id of the bike in the address': '_id ঠিকানায় থাকা বাইকের আইডির সঙ্গে মিলতে হবে',
  'This bike is booked or out on rent. Cancel its bookings or record its return before deleting it':
    'বাইকটি বুক করা আছে বা ভাড়ায় আছে। মুছে ফেলার আগে এর বুকিং বাতিল করুন বা ফেরত নথিভুক্ত করুন',

  // Booking, returns and paying.
  'Admin is not allowed to book a bike': 'অ্যাডমিন বাইক বুক করতে পারেন না',
  'You already have {n} bookings waiting for their advance payment. Pay for one or let it lapse before booking another bike':
    'আপনার {n}টি বুকিং অগ্রিম পেমেন্টের অপেক্ষায় আছে। আরেকটি বাইক বুক করার আগে একটির টাকা দিন বা সেটির মেয়াদ পেরোতে দিন',
  '{n} bookings made from your network are waiting for their advance payment. Please pay for one or try again in {minutes} minutes':
    'আপনার নেটওয়ার্ক থেকে করা {n}টি বুকিং অগ্রিম পেমেন্টের অপেক্ষায় আছে। একটির টাকা দিন বা {minutes} মিনিট পরে আবার চেষ্টা করুন',
  'This bike is not available for booking right now': 'এই বাইকটি এখন বুক করা যাচ্ছে না',
  'This Idempotency-Key was already used for a different request. Send a new key with a new request':
    'এই Idempotency-Key আগে অন্য একটি অনুরোধে ব্যবহার করা হয়েছে। নতুন অনুরোধের সঙ্গে নতুন কী পাঠান',
  '{n} of your bookings ended without their advance payment within an hour. You can book again at {clock} (in {minutes} minutes)':
    'এক ঘণ্টার মধ্যে আপনার {n}টি বুকিং অগ্রিম পেমেন্ট ছাড়াই শেষ হয়েছে। আপনি {clock}-এ ({minutes} মিনিট পরে) আবার বুক করতে পারবেন',
  '{n} bookings from your network ended without their advance payment within an hour. Bookings from it can hold a bike again at {clock} (in {minutes} minutes)':
    'এক ঘণ্টার মধ্যে আপনার নেটওয়ার্ক থেকে করা {n}টি বুকিং অগ্রিম পেমেন্ট ছাড়াই শেষ হয়েছে। এই নেটওয়ার্ক থেকে {clock}-এ ({minutes} মিনিট পরে) আবার বাইক বুক করা যাবে',
  'This bike is booked from {period}, less than an hour after the start you asked for. Choose a return time before that booking begins':
    'এই বাইকটি {period} বুক করা আছে, যা আপনার চাওয়া শুরুর সময়ের এক ঘণ্টার মধ্যেই। ওই বুকিং শুরুর আগের একটি ফেরতের সময় বেছে নিন',
  'This bike was booked for that time a moment ago. Please try again':
    'এইমাত্র ওই সময়ের জন্য বাইকটি অন্য কেউ বুক করেছেন। আবার চেষ্টা করুন',
  'This booking has lapsed. Please book the bike again': 'এই বুকিংয়ের মেয়াদ শেষ হয়ে গেছে। বাইকটি আবার বুক করুন',
  'This booking was cancelled. Please book the bike again': 'এই বুকিংটি বাতিল হয়েছে। বাইকটি আবার বুক করুন',
  'The advance of this booking is already settled': 'এই বুকিংয়ের অগ্রিম আগেই মীমাংসা হয়ে গেছে',
  'Already returned': 'বাইকটি আগেই ফেরত দেওয়া হয়েছে',
  'This booking’s period has not begun, so the bike is not out on rent':
    'এই বুকিংয়ের সময় এখনও শুরু হয়নি, তাই বাইকটি ভাড়ায় যায়নি',
  'This booking was closed without the bike going out': 'বাইকটি বের না হয়েই এই বুকিংটি বন্ধ হয়েছে',
  'This booking’s advance payment has not been made, so the bike is not out on rent':
    'এই বুকিংয়ের অগ্রিম পরিশোধ করা হয়নি, তাই বাইকটি ভাড়ায় যায়নি',
  'Return time must be after the start time': 'ফেরতের সময় শুরুর সময়ের পরে হতে হবে',
  'Return time cannot be in the future': 'ফেরতের সময় ভবিষ্যতে হতে পারে না',
  'The bike has not been returned yet, so there is nothing to pay': 'বাইকটি এখনও ফেরত আসেনি, তাই এখন কিছু দিতে হবে না',
  'This rental is already paid': 'এই ভাড়ার টাকা আগেই পরিশোধ করা হয়েছে',
  'Nothing to pay: the shop will return your money': 'কিছু দিতে হবে না: দোকান আপনার টাকা ফেরত দেবে',
  'Nothing to pay for this rental': 'এই ভাড়ার জন্য কিছু দিতে হবে না',
  'The amount to pay for this rental is {taka} BDT': 'এই ভাড়ার জন্য দিতে হবে {taka}',
  'The payment page for this rental is being opened. Please wait a moment and try again':
    'এই ভাড়ার পেমেন্ট পেজ খোলা হচ্ছে। একটু অপেক্ষা করে আবার চেষ্টা করুন',
  'The payment service is not answering right now. Please try again in a minute':
    'পেমেন্ট সেবা এই মুহূর্তে সাড়া দিচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন',
  'Say whether the advance is returned (refundAdvance: true or false)':
    'অগ্রিম ফেরত দেওয়া হবে কি না জানান (refundAdvance: true অথবা false)',
  'Only the shop decides whether the advance is returned': 'অগ্রিম ফেরত দেওয়া হবে কি না, তা শুধু দোকান ঠিক করে',
  'Its period has begun, so this booking can no longer be cancelled':
    'সময় শুরু হয়ে গেছে, তাই এই বুকিং আর বাতিল করা যাবে না',
  'This booking is {status}, so there is nothing to cancel': 'এই বুকিংটি {status}, তাই বাতিল করার কিছু নেই',
  'Its period has not begun yet: cancel the booking instead': 'সময় এখনও শুরু হয়নি: বরং বুকিংটি বাতিল করুন',
  'Only a rental whose period has begun and whose bike is not returned can be a no-show':
    'শুধু সেই ভাড়াকেই না-আসা ধরা যায়, যার সময় শুরু হয়েছে আর বাইক ফেরত আসেনি',
  'Only a paid booking or a rental out on rent can be extended':
    'শুধু অগ্রিম দেওয়া বুকিং বা ভাড়ায় থাকা বাইকের সময় বাড়ানো যায়',
  'This rental has no planned return: it lasts until the bike is returned':
    'এই ভাড়ার ফেরতের কোনো নির্দিষ্ট সময় নেই: বাইক ফেরত দেওয়া পর্যন্ত চলবে',
  'The new planned return must be later than the current one': 'নতুন ফেরতের সময় বর্তমান সময়ের পরে হতে হবে',
  'The new planned return must be in the future': 'নতুন ফেরতের সময় ভবিষ্যতে হতে হবে',

  // Refunds, payments to check, messages (admin).
  'This refund has already been recorded as paid back, so nothing was changed':
    'এই টাকা ফেরত আগেই নথিভুক্ত হয়েছে, তাই কিছু বদলানো হয়নি',
  'This payment was already settled ({status})': 'এই পেমেন্টের মীমাংসা আগেই হয়ে গেছে ({status})',
  'This payment is not waiting for a check': 'এই পেমেন্ট যাচাইয়ের অপেক্ষায় নেই',
  'The payment service does not confirm this payment: {message}': 'পেমেন্ট সেবা এই পেমেন্ট নিশ্চিত করছে না: {message}',
  'the gateway reports it as {status}': 'গেটওয়ে এটিকে {status} বলছে',
  "the gateway's answer was not recognised: {why}": 'গেটওয়ের উত্তর বোঝা যায়নি: {why}',
  'the gateway rated the payment risky: risk level {key}{suffix}':
    'গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে: ঝুঁকির মাত্রা {key}{suffix}',
  'This reminder’s moment has passed: sent now, it would only arrive late':
    'এই রিমাইন্ডারের সময় পেরিয়ে গেছে: এখন পাঠালে দেরিতে পৌঁছাবে',
  'This message is {status}: only a failed message can be sent again':
    'এই বার্তাটি {status}: শুধু ব্যর্থ বার্তাই আবার পাঠানো যায়',

  // Success messages of the routes.
  'Registration successful. Please log in': 'নিবন্ধন সফল হয়েছে। এবার লগ ইন করুন',
  // E-mail verification (decision 023).
  'Your e-mail address is verified': 'আপনার ই-মেইল ঠিকানা যাচাই হয়েছে',
  'This verification link is not valid: it was changed, or it is for an address this account no longer has':
    'যাচাইয়ের এই লিংকটি সঠিক নয়: লিংকটি বদলে গেছে, অথবা এটি এমন একটি ঠিকানার, যা এই অ্যাকাউন্টে আর নেই',
  'This verification link has expired. Log in and ask for a new one in View Profile':
    'যাচাইয়ের এই লিংকের মেয়াদ শেষ হয়ে গেছে। লগ ইন করে প্রোফাইল পাতা থেকে নতুন লিংক চেয়ে নিন',
  'A new verification link is on its way to {name}': 'যাচাইয়ের নতুন লিংক {name} ঠিকানায় পাঠানো হচ্ছে',
  'This e-mail address is verified already': 'এই ই-মেইল ঠিকানাটি আগেই যাচাই করা হয়েছে',
  'Logged in successfully': 'সফলভাবে লগ ইন হয়েছে',
  'Token refreshed': 'টোকেন নতুন করা হয়েছে',
  'Logged out': 'লগ আউট হয়েছে',
  'Logged out on every device': 'সব ডিভাইস থেকে লগ আউট হয়েছে',
  'Profile retrieved successfully': 'প্রোফাইল পাওয়া গেছে',
  'Profile updated successfully': 'প্রোফাইল হালনাগাদ হয়েছে',
  'Users retrieved successfully': 'ব্যবহারকারীদের তালিকা পাওয়া গেছে',
  'User retrieved successfully': 'ব্যবহারকারীর তথ্য পাওয়া গেছে',
  'User promoted to admin successfully': 'ব্যবহারকারীকে অ্যাডমিন করা হয়েছে',
  'User deleted successfully': 'ব্যবহারকারীকে মুছে ফেলা হয়েছে',
  'Bikes retrieved successfully': 'বাইকের তালিকা পাওয়া গেছে',
  'No bikes found': 'কোনো বাইক পাওয়া যায়নি',
  'Bike retrieved successfully': 'বাইকের তথ্য পাওয়া গেছে',
  'Availability retrieved successfully': 'বাইকটি কখন খালি তা পাওয়া গেছে',
  'Bike added successfully': 'বাইক যোগ করা হয়েছে',
  'Bike updated successfully': 'বাইকের তথ্য হালনাগাদ হয়েছে',
  'Bike deleted successfully': 'বাইক মুছে ফেলা হয়েছে',
  'Booking created. Please pay the advance to confirm it': 'বুকিং তৈরি হয়েছে। নিশ্চিত করতে অগ্রিম পরিশোধ করুন',
  'Please pay the advance to confirm your booking': 'বুকিং নিশ্চিত করতে অগ্রিম পরিশোধ করুন',
  'Rentals retrieved successfully': 'ভাড়ার তালিকা পাওয়া গেছে',
  'Bike Returned Successfully': 'বাইক ফেরত নথিভুক্ত হয়েছে',
  'Redirecting you to the payment page': 'আপনাকে পেমেন্ট পেজে নিয়ে যাওয়া হচ্ছে',
  'Schedule retrieved successfully': 'সময়সূচি পাওয়া গেছে',
  'Booking cancelled': 'বুকিং বাতিল হয়েছে',
  'Marked as a no-show': 'না-আসা হিসেবে চিহ্নিত করা হয়েছে',
  'Planned return moved': 'ফেরতের পরিকল্পিত সময় বদলানো হয়েছে',
  'Rental retrieved successfully': 'ভাড়ার তথ্য পাওয়া গেছে',
  'Audit log retrieved successfully': 'অডিট লগ পাওয়া গেছে',
  'No audit entries found': 'অডিট লগে কিছু পাওয়া যায়নি',
  'Refunds retrieved successfully': 'টাকা ফেরতের তালিকা পাওয়া গেছে',
  'Refund recorded': 'টাকা ফেরত নথিভুক্ত হয়েছে',
  'Thank You {name} ! For Messaging Us': '{name}, আমাদের বার্তা পাঠানোর জন্য ধন্যবাদ!',
  'Messages retrieved successfully': 'বার্তাগুলো পাওয়া গেছে',
  'Message queued to be sent again': 'বার্তাটি আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  'Report retrieved successfully': 'রিপোর্ট পাওয়া গেছে',
  'Nothing to do': 'কিছু করার নেই',
  'Payment {status}': 'পেমেন্ট: {status}',
  'Payments to check retrieved successfully': 'যাচাইয়ের অপেক্ষায় থাকা পেমেন্টগুলো পাওয়া গেছে',
  'Payment accepted': 'পেমেন্ট গ্রহণ করা হয়েছে',
  'Payment refused; the money is recorded as owed back': 'পেমেন্ট প্রত্যাখ্যাত; টাকাটি ফেরতযোগ্য হিসেবে নথিভুক্ত হয়েছে',
  'Deliveries retrieved successfully': 'পাঠানো এসএমএসগুলো পাওয়া গেছে',
  'Switches retrieved successfully': 'সুইচগুলো পাওয়া গেছে',
  'Switches set': 'সুইচগুলো ঠিক করা হয়েছে',
  ok: 'ঠিক আছে',
  ready: 'প্রস্তুত',

  // Last: a field's name put in front of a message that does not name it (the error handler's namedMessage).
  '{path}: {message}': '{path}: {message}',
};

/** Names of fields, labels and things as messages say them in Bangla; a name not here is kept as it is. */
export const FIELD_WORDS_BN: Readonly<Record<string, string>> = {
  Name: 'নাম',
  name: 'নাম',
  Email: 'ই-মেইল',
  email: 'ই-মেইল',
  Password: 'পাসওয়ার্ড',
  password: 'পাসওয়ার্ড',
  Phone: 'ফোন নম্বর',
  phone: 'ফোন নম্বর',
  Address: 'ঠিকানা',
  address: 'ঠিকানা',
  Brand: 'ব্র্যান্ড',
  brand: 'ব্র্যান্ড',
  Model: 'মডেল',
  model: 'মডেল',
  Year: 'সাল',
  year: 'সাল',
  Image: 'ছবি',
  image: 'ছবি',
  'Price per hour': 'ঘণ্টাপ্রতি ভাড়া',
  pricePerHour: 'ঘণ্টাপ্রতি ভাড়া',
  Description: 'বিবরণ',
  description: 'বিবরণ',
  CC: 'সিসি',
  cc: 'সিসি',
  Message: 'বার্তা',
  message: 'বার্তা',
  Reference: 'রেফারেন্স',
  reference: 'রেফারেন্স',
  Token: 'লিংকের কোড',
  token: 'লিংকের কোড',
  Amount: 'পরিমাণ',
  amount: 'পরিমাণ',
  page: 'পৃষ্ঠা নম্বর',
  pageSize: 'পৃষ্ঠার আকার',
  search: 'খোঁজার শব্দ',
  searchByName: 'নাম দিয়ে খোঁজ',
  searchByBrand: 'ব্র্যান্ড দিয়ে খোঁজ',
  searchByModel: 'মডেল দিয়ে খোঁজ',
  isOffered: 'ভাড়ার জন্য দেওয়া (isOffered)',
  isAvailable: 'খালি আছে কি না (isAvailable)',
  isBooked: 'বুক করা কি না (isBooked)',
  _id: 'আইডি',
  id: 'আইডি',
  createdAt: 'তৈরির সময়',
  refundAdvance: 'অগ্রিম ফেরত (refundAdvance)',
  from: 'শুরুর সময়',
  to: 'শেষের সময়',
  availableFrom: 'শুরুর সময়',
  availableTo: 'শেষের সময়',
  startTime: 'শুরুর সময়',
  endTime: 'ফেরতের সময়',
  bikeId: 'বাইক',
  bookingId: 'বুকিং',
  bikeReturnTime: 'ফেরতের সময়',
  reminderChannel: 'রিমাইন্ডারের মাধ্যম',
  language: 'ভাষা',
  role: 'ভূমিকা (role)',
  url: 'ঠিকানা',
  // Things that can be missing (notFound).
  Account: 'অ্যাকাউন্ট',
  User: 'ব্যবহারকারী',
  Bike: 'বাইক',
  Rental: 'ভাড়া',
  Refund: 'টাকা ফেরতের হিসাব',
  Payment: 'পেমেন্ট',
  // Parts of a request (the error handler's fallback).
  Query: 'প্রশ্নের অংশ (query)',
  Path: 'ঠিকানার অংশ',
  Body: 'অনুরোধের তথ্য',
  Header: 'হেডার',
  Request: 'অনুরোধ',
};

/** States a message names: of a booking, a payment, an outbox message. */
export const STATUS_WORDS_BN: Readonly<Record<string, string>> = {
  pending: 'অগ্রিমের অপেক্ষায়',
  booked: 'বুক করা',
  active: 'চলমান',
  returned: 'ফেরত দেওয়া হয়েছে',
  cancelled: 'আগেই বাতিল হয়েছে',
  expired: 'মেয়াদোত্তীর্ণ',
  'closed as a no-show': 'না-আসা হিসেবে বন্ধ',
  paid: 'পরিশোধিত',
  failed: 'ব্যর্থ',
  duplicate: 'দুবার পরিশোধিত',
  refused: 'প্রত্যাখ্যাত',
  success: 'সফল',
  cancel: 'বাতিল',
  refund_due: 'ফেরতযোগ্য',
  queued: 'পাঠানোর অপেক্ষায়',
  'being sent': 'পাঠানো হচ্ছে',
  sending: 'পাঠানো হচ্ছে',
  sent: 'পাঠানো হয়েছে',
};

/** The kinds of value zod names ("expected object, received string"). */
export const TYPE_WORDS_BN: Readonly<Record<string, string>> = {
  object: 'একটি অবজেক্ট',
  string: 'লেখা',
  number: 'সংখ্যা',
  boolean: 'true অথবা false',
  array: 'একটি তালিকা',
  undefined: 'কিছুই না',
  null: 'null',
  date: 'তারিখ',
  bigint: 'সংখ্যা',
  nan: 'অসংখ্যা (NaN)',
};
