import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TTask } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { walkToSigning } from '../../test/signing-walk.js';

/** A stakeholder sees their own tasks only (issue 24, point 4). */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('tasks a stakeholder sees', () => {
  it('are their own: not the client’s, not the officer’s review with its remarks, not another stakeholder’s', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    // The officer returns the form with a remark only the firm and the client read.
    await k.complete(caseId, 'CS_FORM_R', firm.officer, {
      outcome: 'RETURN',
      remarks: 'Please check the corporate shareholder’s registration number.',
    });
    const all = (await k.detail(caseId, firm.officer.token)).tasks;
    expect(new Set(all.map((t) => t.taskUserID))).toEqual(
      new Set([firm.client.id, firm.officer.id, director.id]),
    );

    const listed = await k.ok<{ items: TTask[] }>('GET', `/api/tasks?caseID=${caseId}`, director.token);
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((t) => t.taskUserID === director.id)).toBe(true);
    const detail = await k.ok<TCaseDetail>('GET', `/api/cases/${caseId}`, director.token);
    expect(detail.tasks.every((t) => t.taskUserID === director.id)).toBe(true);
    expect(JSON.stringify(detail.tasks)).not.toContain('registration number');
    for (const other of all.filter((t) => t.taskUserID !== director.id)) {
      const one = await ctx.app.inject({
        method: 'GET',
        url: `/api/tasks/${other.taskID}`,
        headers: { authorization: `Bearer ${director.token}` },
      });
      expect(one.statusCode, other.taskActionKey).toBe(404);
    }

    // The client still follows every task of the case.
    const forClient = await k.ok<{ items: TTask[] }>('GET', `/api/tasks?caseID=${caseId}`, firm.client.token);
    expect(forClient.items.map((t) => t.taskID).sort()).toEqual(all.map((t) => t.taskID).sort());
  });
});
