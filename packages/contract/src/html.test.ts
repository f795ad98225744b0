import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, Bangla included, as it is', () => {
    expect(escapeHtml('বন্ড বাইক রেন্টাল — 180 BDT')).toBe('বন্ড বাইক রেন্টাল — 180 BDT');
  });
});
