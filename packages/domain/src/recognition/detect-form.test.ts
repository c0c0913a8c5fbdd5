import { describe, expect, it } from 'vitest';
import { detectFormType } from './detect-form.js';

// The first lines of each document as its text layer or OCR of the top of its first page gives them.
const NNC1_BLANK = [
  '表格 NNC1 Form',
  '法團成立表格 (股份有限公司)',
  'Incorporation Form (Company Limited by Shares)',
  '公司註冊處 Companies Registry',
  '1 公司名稱 Company Name',
  'Proposed English Company Name',
].join('\n');
const NNC1_GENERATED = [
  'Incorporation Form (Company Limited by Shares)',
  '法團成立表格（股份有限公司）',
  'Form NNC1 表格 · Prepared by Harbour CS · case INC-12 · 2026-03-01',
  '1 Proposed Company Name 建議採用的公司名稱',
].join('\n');
const NAR1_GENERATED = [
  'Annual Return',
  '周年申報表',
  'Form NAR1 表格 · Prepared by Harbour CS · case AR-7 · 2026-07-01',
  '1 Company Name 公司名稱',
  'Company Name 公司名稱 Harbour Tea Limited 海港茶葉有限公司',
].join('\n');
const NAR1_REGISTRY = ['表格 NAR1 Form', '周年申報表', 'Annual Return', '公司編號 Company Number'].join('\n');

describe('detectFormType', () => {
  it('tells an NNC1 by its code or its title', () => {
    expect(detectFormType(NNC1_BLANK)).toBe('nnc1');
    expect(detectFormType(NNC1_GENERATED)).toBe('nnc1');
    expect(detectFormType('Incorporation Form\n(Company Limited by Shares)')).toBe('nnc1');
  });

  it('tells an NAR1 by its code or its title', () => {
    expect(detectFormType(NAR1_GENERATED)).toBe('nar1');
    expect(detectFormType(NAR1_REGISTRY)).toBe('nar1');
    expect(detectFormType('Company Number 12345678\n周年申報表\n')).toBe('nar1');
  });

  it('reads both through OCR noise, lost case and missing Chinese', () => {
    expect(detectFormType('F0rm NNCl\nlncorporation Forn (Cornpany Limited by Shares)')).toBe('nnc1');
    expect(detectFormType('FORM NNC 1\nINCORPORATION FORM')).toBe('nnc1');
    expect(detectFormType('#E NNCI Form\n~~ Incorp0ration Form (Company Limited by Shares)')).toBe('nnc1');
    expect(detectFormType('Annua1 Retum\n; Form NARl\n1 Company Narne')).toBe('nar1');
    expect(detectFormType('ANNUAL RETURN\nFORM NAR1')).toBe('nar1');
    expect(detectFormType('. \u00a0annual return |\ncompany name')).toBe('nar1');
  });

  it('refuses letters and invoices that only mention the forms', () => {
    const letter = [
      'Harbour Corporate Services Limited',
      '26 November 2026',
      'Dear Mr Chan,',
      'Re: your company',
      'Please find enclosed the Annual Return (Form NAR1) of your company for signature, together with',
      'a copy of the Incorporation Form we filed for you in 2019.',
      'Yours sincerely,',
    ].join('\n');
    expect(detectFormType(letter)).toBeNull();
    const invoice = [
      'INVOICE No. 2026-0451',
      'Bill to: Harbour Tea Limited',
      'Preparation and filing of annual return (NAR1)   HKD 1,200.00',
      'Registry fee   HKD 105.00',
      'Total HKD 1,305.00',
    ].join('\n');
    expect(detectFormType(invoice)).toBeNull();
    expect(detectFormType('Annual Return Reminder for Harbour Tea Limited')).toBeNull();
  });

  it('refuses other Registry forms laid out like these', () => {
    const nsc1 = ['表格 NSC1 Form', '股份配發申報書', 'Return of Allotment', '(Company Limited by Shares)'];
    expect(detectFormType(nsc1.join('\n'))).toBeNull();
    const nd2a = ['表格 ND2A Form', 'Notice of Change of Company Secretary and Director', 'Annual Return'];
    expect(detectFormType(nd2a.join('\n'))).toBeNull();
    expect(detectFormType('F0rm NSCl\nReturn of Allotment')).toBeNull();
    const nnc2 = ['表格 NNC2 Form', 'Incorporation Form (Company Limited by Guarantee)'];
    expect(detectFormType(nnc2.join('\n'))).toBeNull();
    expect(detectFormType('Incorporation Form (Company Limited by Guarantee)')).toBeNull();
  });

  it('finds nothing on an empty page or in noise', () => {
    expect(detectFormType('')).toBeNull();
    expect(detectFormType('\n \n')).toBeNull();
    expect(detectFormType('~~ ;:. ,, | 1 il')).toBeNull();
    expect(detectFormType('Flat No 1, 3/F, Harbour Building')).toBeNull();
  });
});
