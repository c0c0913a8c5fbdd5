import { describe, expect, it } from 'vitest';
import { classifyPage, isNnc1Text } from './classify-page.js';
import { NNC1_PAGES } from './nnc1-template.js';

const FOOTER = '指明編號 1/2023 (2023 年 12 月) Specification No. 1/2023 (December 2023)';
const idOf = (c: ReturnType<typeof classifyPage>) => (c === null || c === 'NOTES' ? c : c.id);

/** One letter of every long Latin run swapped, as OCR misreads (i→l, o→0, e→c…). */
function misread(text: string): string {
  const swaps: Record<string, string> = { i: 'l', o: '0', e: 'c', n: 'r', a: 'o', t: 'f', s: '5' };
  return text.replace(/[A-Za-z]{9,}/g, (word) => {
    const at = Math.floor(word.length / 2);
    const ch = word[at]!.toLowerCase();
    return word.slice(0, at) + (swaps[ch] ?? 'x') + word.slice(at + 1);
  });
}

describe('classifyPage', () => {
  const header = (id: string) => NNC1_PAGES.find((t) => t.id === id)!.anchors.join('  ') + '\n' + FOOTER;

  it('tells every page of the form from its printed header and footer', () => {
    for (const template of NNC1_PAGES) expect(idOf(classifyPage(header(template.id)))).toBe(template.id);
  });

  it('survives OCR: case, spacing, a misread letter per word, Chinese not read', () => {
    for (const template of NNC1_PAGES) {
      const noisy = misread(header(template.id))
        .replace(/[\u3400-\u9fff]/g, '')
        .toUpperCase()
        .replace(/ /g, '  ');
      expect(idOf(classifyPage(noisy)), template.id).toBe(template.id);
    }
  });

  it('reads an OCR header as a scan gives it', () => {
    const page3 =
      '表格 Form NNCl 6 創辦成員 Founder Mernbers (如超過一名創辦成員,請用續頁A填報 Use Continuatlon Sheet A if more than 1 founder member)\n' +
      '指明編號 1/2023 (2023年12月) Specificatlon No. 1/2023 (December 2023) 第三頁 Page 3';
    expect(idOf(classifyPage(page3))).toBe('nnc1.member.p3');
    const sheetB =
      '表格 續頁 B Contlnuation Sheet B Form NNC1 首任公司秘書(自然人)詳情(第7A項) 16 Details of First Cornpany Secretary (Natural Person) (Section 7A)\n' +
      'Specification No. 1/2023 (December 2023)';
    expect(idOf(classifyPage(sheetB))).toBe('nnc1.secretaryPerson.sheetB');
  });

  it('does not take the page that points to a continuation sheet for the sheet itself', () => {
    const page4 = `First Company Secretary A. Company Secretary (Natural Person) (Use Continuation Sheet B if more than 1 company secretary is a natural person) ${FOOTER} Page 4`;
    expect(idOf(classifyPage(page4))).toBe('nnc1.secretaryPerson.p4');
  });

  it('calls the notes pages NOTES, even where they quote the sections and PI-NNC1', () => {
    expect(
      classifyPage('INCORPORATION FORM (COMPANY LIMITED BY SHARES) Notes for Completion of Form NNC1'),
    ).toBe('NOTES');
    expect(
      classifyPage(
        'Please report the full Hong Kong Identity Card number of the company secretary separately on a PI-NNC1 sheet. Protected Information',
      ),
    ).toBe('NOTES');
  });

  it('knows nothing of a letter or an empty page', () => {
    expect(classifyPage('Dear Sir or Madam, We enclose our invoice for the quarter.')).toBeNull();
    expect(classifyPage('')).toBeNull();
  });
});

describe('isNnc1Text', () => {
  it('accepts an NNC1 and refuses other documents that name it', () => {
    expect(isNnc1Text(NNC1_PAGES.map((t) => t.anchors.join(' ')).join(' ') + FOOTER)).toBe(true);
    expect(isNnc1Text('Annual Return 周年申報表 Form NAR1 Company Name Page 1')).toBe(false);
    expect(isNnc1Text('Please find enclosed the Form NNC1 for the incorporation of our company.')).toBe(
      false,
    );
  });
});
