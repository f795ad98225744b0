import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a byte-order mark, then one header row, each row ended by CRLF', () => {
    const file = toCsv(
      ['Name', 'Amount (BDT)'],
      [
        ['Rahim', 100],
        ['Karim', -70],
      ],
    );
    expect(file).toBe('\uFEFFName,Amount (BDT)\r\nRahim,100\r\nKarim,-70\r\n');
    expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes only the header when there are no rows, and an empty cell for null', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
    expect(toCsv(['A', 'B', 'C'], [[null, 'x', null]])).toBe('\uFEFFA,B,C\r\n,x,\r\n');
  });

  it('keeps Bangla text as it is, in UTF-8', () => {
    const file = toCsv(['Customer'], [['রহিম উদ্দিন']]);
    expect(file).toBe('\uFEFFCustomer\r\nরহিম উদ্দিন\r\n');
    expect(Buffer.from(file, 'utf8').toString('utf8')).toBe(file);
  });
});

describe('csvField (RFC 4180 and the formula guard)', () => {
  it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvField('Khan, Bablu')).toBe('"Khan, Bablu"');
    expect(csvField('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvField('Khan, "Bablu"')).toBe('"Khan, ""Bablu"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('')).toBe('');
  });

  it('turns text a spreadsheet would run as a formula into text with a leading apostrophe', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+8801711000000')).toBe("'+8801711000000");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Only at the start: a formula sign inside text is harmless.
    expect(csvField('Rahim = Karim')).toBe('Rahim = Karim');
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(csvField(4220)).toBe('4220');
    expect(csvField(-70)).toBe('-70');
    expect(csvField(0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
  });
});
