/**
 * The HTML part of the shop's e-mails (docs/product/messages.md#channels): the message's own plain text, laid out as a simple, accessible
 * HTML e-mail. Inline styles only (mail clients drop style sheets), no images or other resources, and every
 * piece of text escaped: the HTML says nothing the text does not. Only the shop's own links are links: a
 * template marks each one (`markLink`) and nothing else is ever made a link, so a customer's name that reads
 * like an address stays text (decision 023).
 */
import { escapeHtml } from '@bond/contract/html';
import type { Language } from '@bond/contract/notifications';

/**
 * What marks a link in a template's text: U+0000 on each side. It cannot come from customer text: PostgreSQL
 * text cannot hold it, and `withoutLinkMarks` takes it out of every fact before a template sees it.
 */
const LINK_MARK = '\u0000';

/** A link of the shop's own, marked so that the HTML part makes it a link and nothing else. */
export const markLink = (url: string) => `${LINK_MARK}${url}${LINK_MARK}`;

/** Text as it is sent and stored: the marks taken out (also how a fact is kept from forging one). */
export const withoutLinkMarks = (text: string) => text.replaceAll(LINK_MARK, '');

const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline;word-break:break-all;';

/** One line of text, escaped; its marked web addresses (http and https only) made links. */
function lineHtml(line: string): string {
  return line
    .split(LINK_MARK)
    .map((part, i) =>
      i % 2 === 1 && /^https?:\/\//.test(part)
        ? `<a href="${escapeHtml(part)}" style="${LINK_STYLE}">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/** The text's paragraphs: blocks between blank lines, each line of a block kept as a line. */
function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').map((line) => line.trimEnd()))
    .map((lines) => {
      while (lines.length > 0 && lines[0]?.trim() === '') lines.shift();
      while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
      return lines;
    })
    .filter((lines) => lines.length > 0);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/**
 * A whole HTML e-mail of `subject` and the plain `text`: the language set on the document, the subject as
 * its heading, the text's blank-line-separated blocks as paragraphs with their line breaks kept, the links
 * marked with `markLink` as links (and no other text); dark text on white, readable on a phone.
 */
export function emailHtml(subject: string, text: string, lang: Language = 'en'): string {
  const body = paragraphs(text)
    .map((lines) => `<p style="margin:0 0 16px;">${lines.map(lineHtml).join('<br>\n')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(withoutLinkMarks(subject))}</title>
</head>
<body style="margin:0;padding:0;background-color:#ffffff;">
<div role="article" aria-label="${escapeHtml(withoutLinkMarks(subject))}" lang="${lang}" style="max-width:600px;margin:0 auto;padding:24px 16px;${FONT}font-size:16px;line-height:1.5;color:#0f172a;background-color:#ffffff;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#0f172a;">${escapeHtml(withoutLinkMarks(subject))}</h1>
${body}
</div>
</body>
</html>
`;
}
