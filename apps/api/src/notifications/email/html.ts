/**
 * The HTML part of the shop's e-mails (D22): the message's own plain text, laid out as a simple, accessible
 * HTML e-mail. Inline styles only (mail clients drop style sheets), no images or other resources, and every
 * piece of text escaped: the HTML says nothing the text does not.
 */
import type { Language } from '@bond/contract/notifications';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe as HTML element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** An http(s) address in running text; what ends it is worked out by `trimUrl`. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/g;

/**
 * An address without the punctuation of the sentence around it: 'https://x.test/a.' ends before the full
 * stop, '(see https://x.test/a)' before the bracket; a bracket the address itself opened stays.
 */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last !== undefined && '.,;:!?\'"'.includes(last)) {
      end -= 1;
    } else if (last === ')' && count(url.slice(0, end), '(') < count(url.slice(0, end), ')')) {
      end -= 1;
    } else {
      return url.slice(0, end);
    }
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline;word-break:break-all;';

/** One line of text, escaped, its web addresses made links. */
function lineHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = trimUrl(match[0]);
    html += escapeHtml(line.slice(from, match.index));
    html += `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
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
 * its heading, the text's blank-line-separated blocks as paragraphs with their line breaks kept, web
 * addresses as links; dark text on white, readable on a phone.
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
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#ffffff;">
<div role="article" aria-label="${escapeHtml(subject)}" lang="${lang}" style="max-width:600px;margin:0 auto;padding:24px 16px;${FONT}font-size:16px;line-height:1.5;color:#0f172a;background-color:#ffffff;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#0f172a;">${escapeHtml(subject)}</h1>
${body}
</div>
</body>
</html>
`;
}
