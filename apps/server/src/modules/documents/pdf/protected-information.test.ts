import { describe, expect, it } from 'vitest';
import {
  documentPlan,
  registersAsAt,
  ZCaseInformation,
  type TCaseInformation,
  type TDocumentKind,
  type TRegisterEntryView,
  type TRegisters,
} from '@portal/domain';
import { pdfText } from '../../../test/pdf-read.js';
import { protectedRegisterPdf, registersPdf } from './registers-as-at.js';
import { renderDocument } from './templates.js';

/**
 * The protected-information regime on generated documents (ADR 0030): what others may inspect
 * (registers, share certificates, the public parts of the Registry's forms) shows the correspondence
 * address and the partial identification number; the full number and a director's usual residential
 * address appear only on a page marked as protected.
 */

const OFFICE = {
  engFlat: 'Flat A',
  engBuilding: 'Harbour Centre',
  engStreet: '25 Harbour Road',
  engDistrict: 'Wan Chai',
  country: 'HKG',
};
const home = (building: string) => ({
  engFlat: 'House 3',
  engBuilding: building,
  engStreet: '8 Peak Road',
  engDistrict: 'The Peak',
  country: 'HKG',
});

const INFO: TCaseInformation = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '海港茶葉有限公司',
  companyNumber: '3456789',
  incorporationDate: '2024-01-10',
  regOfficeAddress: OFFICE,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000, amountPaidPerShare: 1 }],
  stakeholders: [
    {
      holderID: 'ann',
      holderType: 'I',
      engFirstName: 'Siu Ming',
      engLastName: 'Lee',
      chiName: '李小明',
      idNum: 'A123456(3)',
      idIssuer: 'HKG',
      resAddress: home('Secret Villa'),
      corrAddress: OFFICE,
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 6000,
    },
    {
      // A member who gave no correspondence address: her residential address must not stand in for one.
      holderID: 'mei',
      holderType: 'I',
      engFirstName: 'Mei Ling',
      engLastName: 'Ho',
      idNum: 'B765432(1)',
      idIssuer: 'HKG',
      resAddress: home('Hidden Lodge'),
      isShareHolder: true,
      ordinaryShares: 4000,
    },
    {
      holderID: 'sec',
      holderType: 'I',
      engFirstName: 'Tai',
      engLastName: 'Chan',
      idNum: '533401372',
      idIssuer: 'GBR',
      resAddress: home('Quiet Court'),
      corrAddress: OFFICE,
      isComSec: true,
      hasTcspNum: true,
      tcspNum: 'TC001234',
    },
  ],
});

/** Every whole number and residential address of the three people, as they would read on a page. */
const PROTECTED = ['A123456', 'B765432', '533401372', 'SecretVilla', 'HiddenLodge', 'QuietCourt'];
const flat = (text: string) => text.replace(/\s+/g, '');
const PI_MARK = 'Protected Information';

async function pages(kind: TDocumentKind, subject?: string): Promise<string[]> {
  const caseType = kind === 'ANNUAL_RETURN' ? 'AR' : 'MVP';
  const plan = documentPlan(caseType, INFO).find(
    (d) => d.kind === kind && (subject === undefined || d.subjectHolderID === subject),
  );
  if (!plan) throw new Error(`${kind} is not planned`);
  const { bytes } = await renderDocument({
    documentId: `doc-${kind}`,
    plan,
    info: INFO,
    returnDate: kind === 'ANNUAL_RETURN' ? '2025-01-10' : null,
    caseRef: 'C-1',
    firmName: 'Test Firm',
    generatedAt: new Date('2025-01-20T00:00:00Z'),
  });
  return (await pdfText(bytes)).map(flat);
}

function expectNoProtected(text: string) {
  for (const value of PROTECTED) expect(text, value).not.toContain(value);
}

describe('documents others may inspect', () => {
  it.each([
    ['REGISTER_OF_MEMBERS', undefined],
    ['REGISTER_OF_DIRECTORS', undefined],
    ['SIGNIFICANT_CONTROLLERS_REGISTER', undefined],
    ['SHARE_CERTIFICATE', 'ann'],
    ['SHARE_CERTIFICATE', 'mei'],
    ['ANNUAL_RETURN', undefined],
  ] as const)('%s (%s) shows correspondence addresses and partial numbers only', async (kind, subject) => {
    const text = (await pages(kind, subject)).join('\n');
    expectNoProtected(text);
    expect(text).not.toContain(flat(PI_MARK));
    if (kind === 'SHARE_CERTIFICATE') {
      // The holder's address is the one the register of members shows, or none.
      if (subject === 'ann') expect(text).toContain('ofFlatA');
      else expect(text).not.toMatch(/HO,MeiLingof|MeiLingHoof/);
      return;
    }
    expect(text).toContain('HarbourCentre');
    if (kind === 'REGISTER_OF_MEMBERS' || kind === 'ANNUAL_RETURN')
      expect(text).toContain(flat('no correspondence address given'));
    if (kind !== 'REGISTER_OF_MEMBERS') expect(text).toContain('A123****');
    if (kind === 'ANNUAL_RETURN') expect(text).toContain('53340****');
  });

  it('the registers as at a date show partial numbers even to staff who may see them whole', async () => {
    const staffView = registersAsAt([{ date: '2024-01-10', info: INFO }], '2025-01-10').map(
      (e): TRegisterEntryView => ({
        register: e.register,
        holderID: e.holderID,
        holderType: e.holderType,
        name: e.name,
        chiName: null,
        role: e.role,
        shares: e.shares,
        percent: e.percent,
        grounds: e.grounds,
        from: e.from,
        to: e.to,
        idNum: e.holder.idNum ?? null,
        idNumPartial: false,
        address: e.holder.corrAddress ? 'Flat A, Harbour Centre' : null,
      }),
    );
    const registers: TRegisters = {
      entityID: 'e1',
      asAt: '2025-01-10',
      recordsFrom: '2024-01-10',
      entries: staffView,
    };
    const text = flat((await pdfText(await registersPdf(registers, 'Harbour Tea Limited'))).join('\n'));
    expectNoProtected(text);
    expect(text).toContain('A123****(partial部分)');
    expect(text).toContain('53340****(partial部分)');
    expect(text).toContain('HarbourCentre');
  });
});

describe('the protected parts', () => {
  it('NNC1 carries full numbers and the director’s usual residential address only on PI-NNC1 sheets, one person each, at the end', async () => {
    const all = await pages('INCORPORATION_FORM');
    const sheets = all.filter((p) => p.includes(flat(`PI-NNC1: ${PI_MARK}`)));
    const publicPages = all.filter((p) => !sheets.includes(p));
    expect(sheets).toHaveLength(2);
    // The sheets are the last pages, after the founder members' statement.
    expect(all.slice(-2)).toEqual(sheets);
    for (const page of publicPages) expectNoProtected(page);
    expect(publicPages.join('')).toContain('A123****');
    expect(publicPages.join('')).toContain(
      flat('PI-NNC1 sheet(s) (NOT for public inspection): number of pages'),
    );
    const [secretary, director] = sheets;
    expect(secretary).toContain(flat('This page will not be shown on the public record'));
    expect(secretary).toContain('533401372');
    expect(secretary).toContain('UnitedKingdom');
    // A secretary's residential address is not protected information the form asks for.
    expect(secretary).not.toContain('QuietCourt');
    expect(director).toContain('A123456(3)');
    expect(director).toContain('SecretVilla');
    expect(director).not.toContain('533401372');
  });

  it('the registers’ protected part holds the whole particulars, marked as not for inspection', async () => {
    const entries = registersAsAt([{ date: '2024-01-10', info: INFO }], '2025-01-10').filter(
      (e) => e.holderType === 'I' && e.register !== 'MEMBERS',
    );
    const text = flat(
      (await pdfText(await protectedRegisterPdf(entries, 'Harbour Tea Limited', '2025-01-10'))).join('\n'),
    );
    expect(text).toContain(flat('NOT for Public Inspection'));
    expect(text).toContain('A123456(3)');
    expect(text).toContain('SecretVilla');
    expect(text).toContain('533401372');
    expect(text).not.toContain('QuietCourt');
  });
});
