import { describe, expect, it } from 'vitest';
import { classifyByMarks } from './classify-marks.js';

const FOOTER = '指明編號 1/2023 (2023年12月) Specification No. 1/2023 (December 2023)';
const printed = (r: ReturnType<typeof classifyByMarks>) => (r && r !== 'NOTES' ? r.printedPage : r);

describe('classifyByMarks', () => {
  it('drops a page with no specification line in its footer as notes, before reading more', () => {
    expect(classifyByMarks({ footer: 'NNC1 Notes for Completion (Page 3)' })).toBe('NOTES');
  });

  it('takes pages 2 to 8 from the page number in the footer, forgiving a q for a g', () => {
    expect(printed(classifyByMarks({ footer: `${FOOTER} 第三頁 Page 3` }))).toBe(3);
    expect(printed(classifyByMarks({ footer: `${FOOTER} Paqe 8` }))).toBe(8);
    expect(printed(classifyByMarks({ footer: `Specificaton No. 1/2023 Page 6` }))).toBe(6);
  });

  it('takes continuation sheets from their letter, and the PI-NNC1 sheet from its title', () => {
    expect(classifyByMarks({ footer: FOOTER })).toBeUndefined();
    expect(printed(classifyByMarks({ footer: FOOTER, sheet: '續頁 A Continuation Sheet A' }))).toBe(9);
    expect(printed(classifyByMarks({ footer: FOOTER, sheet: 'Continuatlon Sheet E' }))).toBe(13);
    expect(printed(classifyByMarks({ footer: FOOTER, sheet: '', title: 'PI-NNC1' }))).toBe(14);
    expect(printed(classifyByMarks({ footer: FOOTER, sheet: '', title: 'Pl-NNCl' }))).toBe(14);
  });

  it('leaves page 1 and anything unrecognised to the strips', () => {
    expect(classifyByMarks({ footer: FOOTER, sheet: '', title: '表格 Form NNC1' })).toBeUndefined();
    expect(classifyByMarks({ footer: `${FOOTER} Page 12`, sheet: 'Sheet F', title: '' })).toBeUndefined();
  });
});
