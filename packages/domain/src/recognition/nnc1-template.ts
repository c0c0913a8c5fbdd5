import {
  CAPITAL_SPEC,
  COMPANY_SPEC,
  DIRECTOR_CORPORATE_SPEC,
  DIRECTOR_PERSON_SPEC,
  MEMBER_SPEC,
  PROTECTED_SPEC,
  SECRETARY_CORPORATE_SPEC,
  SECRETARY_PERSON_SPEC,
  STATEMENT_SPEC,
  type TSectionSpec,
} from './nnc1-template-fields.js';
import { NNC1_RECTS } from './nnc1-template-rects.js';
import type { TPageTemplate, TTemplateField } from './types.js';

/**
 * The NNC1 (incorporation form, company limited by shares, Specification No. 1/2023) as page
 * templates: pages 1–8, continuation sheets A–E (pages 9–13) and the PI-NNC1 sheet (page 14) of the
 * Registry's blank; the notes (pages 15–24) hold no fields. A filled form may repeat a continuation
 * sheet or the PI-NNC1 sheet, so readers classify each page by its printed words (anchors), never by
 * its position in the file.
 *
 * Anchors are printed in the page's header (top CLASSIFY_STRIPS.top of the page) or footer (bottom
 * CLASSIFY_STRIPS.bottom), so an OCR reader needs only those strips to classify a scanned page.
 */

/** The blank's page size in points (A4 as the Registry draws it). */
export const NNC1_PAGE_SIZE = { width: 595.44, height: 841.68 } as const;

/** What a section on the page is about: the assembler gives each kind its role. */
export type TNnc1Section =
  | 'company'
  | 'capital'
  | 'member'
  | 'secretaryPerson'
  | 'secretaryCorporate'
  | 'directorPerson'
  | 'directorCorporate'
  | 'statement'
  | 'protected';

const SPECS: Record<TNnc1Section, TSectionSpec> = {
  company: COMPANY_SPEC,
  capital: CAPITAL_SPEC,
  member: MEMBER_SPEC,
  secretaryPerson: SECRETARY_PERSON_SPEC,
  secretaryCorporate: SECRETARY_CORPORATE_SPEC,
  directorPerson: DIRECTOR_PERSON_SPEC,
  directorCorporate: DIRECTOR_CORPORATE_SPEC,
  statement: STATEMENT_SPEC,
  protected: PROTECTED_SPEC,
};

function page(id: string, printedPage: number, section: TNnc1Section, anchors: string[]): TPageTemplate {
  const rects = NNC1_RECTS[printedPage] ?? {};
  const fields: TTemplateField[] = Object.entries(SPECS[section]).map(([field, [target, kind, script]]) => {
    const rect = rects[field];
    if (!rect) throw new Error(`NNC1 template: no rectangle for ${field} on page ${printedPage}`);
    const [x, y, width, height] = rect;
    return { name: `${field}_P.${printedPage}`, target, rect: { x, y, width, height }, kind, script };
  });
  return { form: 'nnc1', id, printedPage, anchors, fields };
}

/** The template ids say what the page is about; the section kind is the middle part. */
export function nnc1Section(template: Pick<TPageTemplate, 'id'>): TNnc1Section {
  return template.id.split('.')[1] as TNnc1Section;
}

/** Every NNC1 page that takes values, in the blank's order. */
export const NNC1_PAGES: TPageTemplate[] = [
  page('nnc1.company.p1', 1, 'company', [
    'Incorporation Form',
    'Company Limited by Shares',
    'Companies Registry',
    '法團成立表格',
  ]),
  page('nnc1.capital.p2', 2, 'capital', [
    'Page 2',
    '第二頁',
    'Contact Information of the Company',
    'Contact Telephone Number',
  ]),
  page('nnc1.member.p3', 3, 'member', [
    'Page 3',
    '第三頁',
    'Founder Members',
    'Use Continuation Sheet A if more than 1 founder member',
  ]),
  page('nnc1.secretaryPerson.p4', 4, 'secretaryPerson', [
    'Page 4',
    '第四頁',
    'Company Secretary (Natural Person)',
    'Use Continuation Sheet B if more than 1 company secretary',
  ]),
  page('nnc1.secretaryCorporate.p5', 5, 'secretaryCorporate', [
    'Page 5',
    '第五頁',
    'Company Secretary (Body Corporate)',
    'Use Continuation Sheet C if more than 1 company secretary',
  ]),
  page('nnc1.directorPerson.p6', 6, 'directorPerson', [
    'Page 6',
    '第六頁',
    'Director (Natural Person)',
    'Use Continuation Sheet D if more than 1 director',
  ]),
  page('nnc1.directorCorporate.p7', 7, 'directorCorporate', [
    'Page 7',
    '第七頁',
    'Director (Body Corporate)',
    'Use Continuation Sheet E if more than 1 director',
  ]),
  page('nnc1.statement.p8', 8, 'statement', [
    'Page 8',
    '第八頁',
    'Statement of Founder Member',
    'I certify that',
  ]),
  page('nnc1.member.sheetA', 9, 'member', [
    'Continuation Sheet A',
    'Details of Founder Members',
    'Section 6',
  ]),
  page('nnc1.secretaryPerson.sheetB', 10, 'secretaryPerson', [
    'Continuation Sheet B',
    'Details of First Company Secretary (Natural Person)',
    'Section 7A',
  ]),
  page('nnc1.secretaryCorporate.sheetC', 11, 'secretaryCorporate', [
    'Continuation Sheet C',
    'Details of First Company Secretary (Body Corporate)',
    'Section 7B',
  ]),
  page('nnc1.directorPerson.sheetD', 12, 'directorPerson', [
    'Continuation Sheet D',
    'Details of First Directors (Natural Person)',
    'Section 8A',
  ]),
  page('nnc1.directorCorporate.sheetE', 13, 'directorCorporate', [
    'Continuation Sheet E',
    'Details of First Directors (Body Corporate)',
    'Section 8B',
  ]),
  page('nnc1.protected.pi', 14, 'protected', [
    'PI-NNC1',
    'Proposed English OR Chinese Company Name',
    'Protected Information',
    '受保護資料',
  ]),
];
