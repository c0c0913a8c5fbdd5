import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReturnedReview } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { walkToSigning } from '../../test/signing-walk.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

type TInfo = { returned: TReturnedReview | null; information: { companyEngName?: string } };

describe('case review', () => {
  it('returns the submission with remarks at the fields, which the client reads until they submit again', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const review = await k.openTask(caseId, firm.officer.token, 'CS_FORM_R');
    const url = `/api/tasks/${review.taskID}/complete`;
    const remarks = [
      { path: 'companyChiName', remark: 'Use the full Chinese name, ending 有限公司.' },
      { path: 'stakeholders.0.engLastName', remark: 'Spell the surname as on the HKID.' },
    ];
    // Remarks only go back with a return, and only at places the form has.
    const onApprove = await k.refused('POST', url, firm.officer.token, { fieldRemarks: remarks }, 400);
    expect(onApprove.field).toBe('fieldRemarks');
    const nowhere = await k.refused(
      'POST',
      url,
      firm.officer.token,
      {
        outcome: 'RETURN',
        remarks: 'Two corrections, please.',
        fieldRemarks: [...remarks, { path: 'stakeholders.9.idNum', remark: 'No such person.' }],
      },
      400,
    );
    expect(nowhere.field).toBe('fieldRemarks.2.path');
    const markup = await k.refused(
      'POST',
      url,
      firm.officer.token,
      { outcome: 'RETURN', remarks: 'x', fieldRemarks: [{ path: '__proto__.x', remark: 'y' }] },
      400,
    );
    expect(markup.field).toBe('fieldRemarks.0.path');
    const twice = await k.refused(
      'POST',
      url,
      firm.officer.token,
      { outcome: 'RETURN', remarks: 'x', fieldRemarks: [remarks[0], { ...remarks[0], remark: 'Again.' }] },
      400,
    );
    expect(twice.field).toBe('fieldRemarks.1.path');
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('MVP_SUBMITTED');

    await k.ok('POST', url, firm.officer.token, {
      outcome: 'RETURN',
      remarks: 'Two corrections, please.',
      fieldRemarks: remarks,
    });
    const officer = await ctx.database.db
      .selectFrom('users')
      .select(['eng_first_name', 'eng_last_name'])
      .where('id', '=', firm.officer.id)
      .executeTakeFirstOrThrow();
    const info = await k.ok<TInfo>('GET', `/api/cases/${caseId}/information`, firm.client.token);
    expect(info.returned).toMatchObject({
      remarks: 'Two corrections, please.',
      fieldRemarks: remarks,
      returnedBy: `${officer.eng_first_name} ${officer.eng_last_name}`,
    });
    // The client corrects and submits again: the remarks have done their work.
    await k.complete(caseId, 'POC_FORM', firm.client);
    const after = await k.ok<TInfo>('GET', `/api/cases/${caseId}/information`, firm.client.token);
    expect(after.returned).toBeNull();
    expect((await k.detail(caseId, firm.officer.token)).step).toBe('MVP_SUBMITTED');
  });
});
