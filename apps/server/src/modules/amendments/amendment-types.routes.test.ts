import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMENDMENT_TYPES,
  type TAmendmentType,
  type TCaseDetail,
  type TCaseInformation,
} from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { caseSteps } from '../../test/case-steps.js';
import { buildBillingSettings } from '../../test/billing-kit.js';
import { HK_ADDRESS, recordedPerson } from '../../test/amendment-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let steps: ReturnType<typeof caseSteps>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  steps = caseSteps(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const HK = HK_ADDRESS;
const person = (holderID: string, first: string, last: string, roles: object = {}) =>
  recordedPerson(holderID, first, last, 'A1234563', roles);
const RECORDS = {
  companyEngName: 'Harbour Tea Limited',
  companyNumber: '3456789',
  regOfficeAddress: HK,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  isDormant: true,
  stakeholders: [
    person('ann', 'Ann', 'Wong', { isDirector: true, isShareHolder: true, ordinaryShares: 6000 }),
    {
      holderID: 'hh',
      holderType: 'C',
      compEngName: 'Harbour Holdings Limited',
      regNum: '1234567',
      regAddress: HK,
      isShareHolder: true,
      ordinaryShares: 4000,
      ownerOfBodyCorporate: [{ ...person('ray', 'Ray', 'Lam'), compSharePercent: '100' }],
    },
    person('chan', 'Chan', 'Tai', { isComSec: true }),
  ],
};

type THolderOut = {
  holderID: string;
  ordinaryShares: number;
  resignedCapacities?: string[];
  isComSec?: boolean;
};
const holder = (info: TCaseInformation, id: string) =>
  info.stakeholders.find((h) => h.holderID === id) as THolderOut | undefined;

/** Each of spec §3's eleven types: one change, and what the company's records say once it completes. */
const CASES: Record<TAmendmentType, { change: object; check: (info: TCaseInformation) => void }> = {
  CHANGE_COMSEC_OR_DR: {
    change: { action: 'APPOINT', role: 'isComSec', appointee: person('dora', 'Dora', 'Ho') },
    check: (info) => expect(holder(info, 'dora')?.isComSec).toBe(true),
  },
  CHANGE_REGISTERED_ADDRESS: {
    change: { address: { ...HK, engBuilding: 'Kowloon Bay Centre', engDistrict: 'Kowloon Bay' } },
    check: (info) => expect(info.regOfficeAddress?.engBuilding).toBe('Kowloon Bay Centre'),
  },
  CHANGE_DIRECTOR: {
    change: { action: 'APPOINT', role: 'isDirector', appointee: person('eve', 'Eve', 'Chan') },
    check: (info) => expect(info.stakeholders.find((h) => h.holderID === 'eve')?.isDirector).toBe(true),
  },
  SHARE_TRANSFER: {
    change: {
      transferorID: 'ann',
      transfereeID: 'hh',
      className: 'Ordinary',
      shares: 1000,
      considerationCents: 0,
      valueCents: 100_000_00,
    },
    check: (info) =>
      expect([holder(info, 'ann')?.ordinaryShares, holder(info, 'hh')?.ordinaryShares]).toEqual([5000, 5000]),
  },
  ALLOTMENT: {
    change: { className: 'Ordinary', amountPaidPerShare: 1, allotments: [{ holderID: 'ann', shares: 2000 }] },
    check: (info) => {
      expect(info.totalNumOfOrdShare).toBe(12000);
      expect(info.shareClasses).toEqual([{ className: 'Ordinary', numberOfShares: 12000 }]);
      expect(holder(info, 'ann')?.ordinaryShares).toBe(8000);
    },
  },
  UPDATE_STAKEHOLDER_PARTICULARS: {
    change: { holderID: 'ann', particulars: { corrAddress: { ...HK, engBuilding: 'Peak Tower' } } },
    check: (info) => expect(info.stakeholders[0]?.corrAddress?.engBuilding).toBe('Peak Tower'),
  },
  CHANGE_SCR_OR_UBO: {
    change: {
      holderID: 'hh',
      owners: [
        { ...person('ray', 'Ray', 'Lam'), compSharePercent: '60' },
        { ...person('sam', 'Sam', 'Ng'), compSharePercent: '40' },
      ],
    },
    check: (info) =>
      expect(info.stakeholders[1]?.ownerOfBodyCorporate?.map((o) => o.compSharePercent)).toEqual([
        '60',
        '40',
      ]),
  },
  CHANGE_COMPANY_NAME: {
    change: {
      newEngName: 'Harbour Leaf Limited',
      newChiName: '海港茶葉有限公司',
      resolutionDate: '2025-02-20',
    },
    check: (info) =>
      expect([info.companyEngName, info.companyChiName]).toEqual([
        'Harbour Leaf Limited',
        '海港茶葉有限公司',
      ]),
  },
  APPLY_CEASE_DORMANT: { change: {}, check: (info) => expect(info.isDormant).toBe(false) },
  CLERICAL_ERROR: {
    change: {
      description: 'Chinese name misspelt on incorporation',
      holderID: 'ann',
      particulars: { chiName: '黃安' },
    },
    check: (info) => expect(info.stakeholders[0]?.chiName).toBe('黃安'),
  },
  OTHERS: {
    change: { description: 'Minute book moved to the registered office.' },
    check: (info) => expect(info.companyEngName).toBe('Harbour Tea Limited'),
  },
};

describe('every amendment type through the API', () => {
  it.each([...AMENDMENT_TYPES])(
    '%s: drafted, walked through its steps, and in the records',
    async (type) => {
      const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
      await buildBillingSettings(ctx.database.db, firm.firmId);
      const entityId = await buildEntity(ctx.database.db, {
        firmId: firm.firmId,
        clientUserId: firm.client.id,
        information: RECORDS,
        incorporationDate: '2024-01-10',
      });
      const opened = await k.ok<TCaseDetail>(
        'POST',
        '/api/cases',
        firm.officer.token,
        { caseType: 'AMENDMENT', companyID: entityId },
        201,
      );
      const { change, check } = CASES[type];
      const view = await k.ok<{ issues: unknown[] }>(
        'PUT',
        `/api/cases/${opened.caseID}/amendment`,
        firm.officer.token,
        {
          changes: [{ changeID: 'c1', type, effectiveDate: '2025-03-01', ...change }],
        },
      );
      expect(view.issues).toEqual([]);
      await k.complete(opened.caseID, 'T_RECORD_UPDATES', firm.officer);
      expect((await steps.amendmentToEnd(opened.caseID, firm.officer, firm.client)).status).toBe('COMPLETED');
      const row = await ctx.database.db
        .selectFrom('entities')
        .select('information')
        .where('id', '=', entityId)
        .executeTakeFirstOrThrow();
      check(row.information as unknown as TCaseInformation);
      const history = await ctx.database.db
        .selectFrom('entity_history')
        .select(['effective_date', 'change'])
        .where('entity_id', '=', entityId)
        .execute();
      expect(history.map((h) => [h.effective_date, (h.change as { type: string } | null)?.type])).toEqual([
        ['2025-03-01', type],
      ]);
    },
    60_000,
  );
});
