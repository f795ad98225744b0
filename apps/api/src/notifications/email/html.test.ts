import { describe, expect, it } from 'vitest';
import { emailHtml, markLink, withoutLinkMarks } from './html.ts';

/** The paragraphs of an e-mail's body, as written. */
const paragraphs = (html: string) => [...html.matchAll(/<p style="[^"]*">([\s\S]*?)<\/p>/g)].map((m) => m[1]);

describe('emailHtml', () => {
  it('is a whole document in the given language, headed by the subject', () => {
    const html = emailHtml('Your booking is confirmed', 'See you on Sunday.');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Your booking is confirmed</title>');
    expect(html).toMatch(/<h1 style="[^"]*">Your booking is confirmed<\/h1>/);
    expect(html).toContain('role="article"');
    expect(emailHtml('বুকিং', 'ধন্যবাদ', 'bn')).toMatch(/<html lang="bn"/);
  });

  it('makes paragraphs of the blocks between blank lines and keeps the line breaks inside them', () => {
    const text = 'Hello Rahim,\r\n\r\nYour bike: Yamaha FZS\nFrom: Sun 22 Nov, 10:30 am\n\n\n\nBond Bike Rental\n';
    expect(paragraphs(emailHtml('Booked', text))).toEqual([
      'Hello Rahim,',
      'Your bike: Yamaha FZS<br>\nFrom: Sun 22 Nov, 10:30 am',
      'Bond Bike Rental',
    ]);
  });

  it('escapes everything: the subject, the text and the links the shop marks', () => {
    const html = emailHtml(
      '<script>alert(1)</script> & "more"',
      `Name: <img src=x onerror=alert(1)>\nPay at ${markLink('https://pay.example.test/?a=1&b="2"')}`,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</title>');
    expect(paragraphs(html)[0]).toBe(
      'Name: &lt;img src=x onerror=alert(1)&gt;<br>\nPay at ' +
        '<a href="https://pay.example.test/?a=1&amp;b=&quot;2&quot;" style="color:#1d4ed8;text-decoration:underline;word-break:break-all;">' +
        'https://pay.example.test/?a=1&amp;b=&quot;2&quot;</a>',
    );
  });

  it('links only what the shop marked: an address in running text stays text (decision 023)', () => {
    const text =
      `Dear Account locked! Verify at http://evil.example/login,\n` +
      `Your receipt: ${markLink('https://shop.example.test/dashboard/rentals/abc')}.\n` +
      `Not a link even when marked: ${markLink('javascript:alert(1)')}, www.example.test, ftp://files.example.test`;
    const html = emailHtml('Links', text);
    const links = [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['https://shop.example.test/dashboard/rentals/abc', 'https://shop.example.test/dashboard/rentals/abc'],
    ]);
    expect(paragraphs(html)[0]).toContain('Dear Account locked! Verify at http://evil.example/login,<br>');
    expect(paragraphs(html)[0]).toContain('Not a link even when marked: javascript:alert(1), www.example.test');
    expect(withoutLinkMarks(text)).toContain('Your receipt: https://shop.example.test/dashboard/rentals/abc.');
  });

  it('uses inline styles only: no style sheet, no class, nothing to fetch', () => {
    const html = emailHtml('Subject', `One.\n\nTwo ${markLink('https://shop.example.test/x')}`);
    expect(html).not.toMatch(/<style|<link|class=|<img|src=|url\(/);
  });
});
