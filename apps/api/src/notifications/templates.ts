import { LOGIN_CODE_MINUTES, PHONE_CODE_MINUTES } from '@bond/contract/constants';
import type { MessageFacts, MessageLinks, RentalFacts, Rendered } from '@bond/contract/messages/facts';
import type { Language } from '@bond/contract/notifications';
import type { PaperExpiringFacts } from '@bond/contract/messages/en';
import { say } from '@bond/contract/say';
import { emailHtml, markLink, withoutLinkMarks } from './email/html.ts';

/**
 * What each message says (docs/product/messages.md#message-kinds): the catalogues' entries (docs/decisions/027), one a message and language,
 * a pure function of the facts of its cause. The SMS (plain GSM-7 characters, one segment where the facts
 * allow: no curly quotes, dashes or ৳) and the e-mail (subject and plain text; the HTML part is made from
 * the text, the links the template puts in its only links: a customer's name is never a link, decision
 * 023). A Bangla SMS goes as UCS-2 (70 characters, 67 a part): each stays within two parts with the short
 * link.
 */

export type { MessageFacts, MessageLinks, RentalFacts, Rendered };

/** An e-mail as it is queued: its subject, its plain text and its HTML part. */
export type RenderedEmail = { subject: string; text: string; html: string };

/** A message about a rental in `language`, from the catalogues' entry for its cause. */
function rentalMessage(language: Language, rental: RentalFacts, facts: MessageFacts, links: MessageLinks): Rendered {
  const about = { rental, links };
  switch (facts.template) {
    case 'booking_confirmed':
      return say(language, 'bookingConfirmedMessage', about);
    case 'pickup_reminder':
      return say(language, 'pickupReminderMessage', about);
    case 'return_reminder':
      return say(language, 'returnReminderMessage', about);
    case 'overdue':
      return say(language, 'overdueMessage', about);
    case 'return_recorded':
      return say(language, 'returnRecordedMessage', facts.bill ? { ...about, bill: facts.bill } : about);
    case 'booking_expired':
      return say(language, 'bookingExpiredMessage', about);
    case 'booking_cancelled':
      return say(language, 'bookingCancelledMessage', {
        ...about,
        advance: facts.advance,
        byShop: facts.byShop,
        ...(facts.closed ? { closed: facts.closed } : {}),
      });
    case 'payment_received':
      return say(language, 'paymentReceivedMessage', { ...about, amount: facts.amount });
    case 'handed_over':
      return say(language, 'handedOverMessage', {
        ...about,
        at: facts.at,
        odometerKm: facts.odometerKm,
        fuelEighths: facts.fuelEighths,
        helmets: facts.helmets,
        deposit: facts.deposit,
      });
    case 'rental_moved':
      return say(language, 'rentalMovedMessage', { ...about, fromBike: facts.fromBike });
    case 'payment_link':
      return say(language, 'paymentLinkMessage', { ...about, payBy: facts.payBy });
    case 'refund_recorded':
      return say(language, 'refundRecordedMessage', {
        ...about,
        amount: facts.amount,
        method: facts.method,
        reference: facts.reference,
      });
    case 'payment_owed_back':
      return say(language, 'paymentOwedBackMessage', { ...about, amount: facts.amount, why: facts.why });
  }
}

/** The facts with anything that could pass for a link mark taken out: customer text never becomes a link. */
function plainFacts(rental: RentalFacts, facts: MessageFacts): [RentalFacts, MessageFacts] {
  const plainRental = {
    ...rental,
    customerName: withoutLinkMarks(rental.customerName),
    bikeName: withoutLinkMarks(rental.bikeName),
  };
  if (facts.template !== 'refund_recorded') return [plainRental, facts];
  return [
    plainRental,
    { ...facts, method: withoutLinkMarks(facts.method), reference: withoutLinkMarks(facts.reference) },
  ];
}

/**
 * A message rendered in the customer's language, and the language it was rendered in. The template sees
 * the shop's links marked (`markLink`): the HTML part makes those, and only those, links; the SMS and the
 * text go without the marks.
 */
export function renderMessage(
  language: Language,
  rental: RentalFacts,
  facts: MessageFacts,
  links: MessageLinks,
): Rendered & { html: string; language: Language } {
  const marked: MessageLinks = {
    rental: markLink(links.rental),
    rentalShort: markLink(links.rentalShort),
    bike: markLink(links.bike),
  };
  return finished(rentalMessage(language, ...plainFacts(rental, facts), marked), language);
}

/** How long a verification link works (decision 023). */
export const VERIFICATION_LINK_HOURS = 48;

/**
 * The e-mail that verifies an address (decision 023): the only one an unverified address gets, so it says
 * nothing the person who signed up chose (no name: anyone can sign up with anyone's address), only what the
 * shop says, and the link.
 */
export function renderVerificationEmail(language: Language, link: string): RenderedEmail & { language: Language } {
  const m = say(language, 'verificationEmail', { link: markLink(link), hours: VERIFICATION_LINK_HOURS });
  return {
    subject: m.subject,
    text: withoutLinkMarks(m.text),
    html: emailHtml(m.subject, m.text, language),
    language,
  };
}

/**
 * An admin's one-time login code (docs/decisions/022), in the admin's language: the code, how long it lasts
 * and that nobody from the shop asks for it. No link, no name: nothing a forwarded or spoofed copy could use.
 * Its e-mail's HTML part has no links.
 */
export function renderLoginCode(language: Language, code: string): Rendered & { html: string; language: Language } {
  const rendered = say(language, 'loginCodeMessage', { code, minutes: LOGIN_CODE_MINUTES });
  return { ...rendered, html: emailHtml(rendered.subject, rendered.text, language), language };
}

/**
 * A message with links marked in it, as it goes out: the SMS and the text with the marks taken off, and the
 * e-mail's HTML part, where the marked links (the shop's own) are the only links.
 */
function finished(m: Rendered, language: Language): Rendered & { html: string; language: Language } {
  const subject = withoutLinkMarks(m.subject);
  return {
    sms: withoutLinkMarks(m.sms),
    subject,
    text: withoutLinkMarks(m.text),
    html: emailHtml(subject, m.text, language),
    language,
  };
}

/**
 * Why a rider's ID and licence were not approved (docs/product/riders-on-file.md#review), in the rider's
 * language: the reason staff gave and the link to send them again.
 */
export const renderRiderRejected = (language: Language, reason: string, link: string) =>
  finished(say(language, 'riderRejectedMessage', { reason, link: markLink(link) }), language);

/** A reminder that a rider's approved licence expires on `expiry` (YYYY-MM-DD), in the rider's language. */
export const renderLicenceExpiring = (language: Language, expiry: string, link: string) =>
  finished(say(language, 'licenceExpiringMessage', { expiry, link: markLink(link) }), language);

/** A reminder to an admin that a paper of a bike expires on `facts.expiry`, in the admin's language. */
export const renderPaperExpiring = (language: Language, facts: Omit<PaperExpiringFacts, 'link'>, link: string) =>
  finished(say(language, 'paperExpiringMessage', { ...facts, link: markLink(link) }), language);

/** A reminder to an admin that a bike is due a service, in the admin's language. */
export const renderServiceDue = (
  language: Language,
  facts: { bikeName: string; kmSince: number | null; daysSince: number | null },
  link: string,
) => finished(say(language, 'serviceDueMessage', { ...facts, link: markLink(link) }), language);

/** A customer's phone sign-in code (docs/product/accounts-and-roles.md#phone-sign-in): the SMS, in a language. */
export function renderPhoneCode(language: Language, code: string): { sms: string; language: Language } {
  return { sms: say(language, 'phoneCodeMessage', { code, minutes: PHONE_CODE_MINUTES }).sms, language };
}
