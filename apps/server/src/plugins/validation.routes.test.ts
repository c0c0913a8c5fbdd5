import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TCaseInformationInput, TErrorResponse } from '@portal/domain';
import { createTestApp, type TTestContext } from '../test/setup.js';
import { bearer, buildUser } from '../test/factories.js';
import { buildStaffedFirm, kit, multipart, PDF_BYTES, signedIn, validInformation } from '../test/case-kit.js';

/**
 * Strict input over the whole API (issue 24, points 1 and 2): every route of the OpenAPI document
 * refuses a key it does not declare, naming it, and refuses text that cannot be stored as sent.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

type TOperation = {
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
};
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function operations(): { method: TMethod; path: string; op: TOperation }[] {
  const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, TOperation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as TMethod, path, op })),
  );
}

/** A path with its parameters filled by values their schemas accept. */
function concrete(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'topicName') return `${randomUUID()}_${randomUUID()}`;
    if (name === 'holderID') return 'holder-1';
    if (name === 'token') return 'some-token';
    if (name === 'file') return `${'a'.repeat(43)}.ics`;
    if (name === 'section') return 'DIRECTORS';
    return randomUUID();
  });
}

/**
 * The fixed values (`const`) of a union body's first branch, so that the union picks a branch and
 * reports what else is wrong with it (a union whose tag is missing cannot say which keys it knows).
 */
function unionTag(op: TOperation, schemas: Record<string, unknown>): Record<string, unknown> {
  const resolve = (node: unknown): Record<string, unknown> => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    return (ref ? schemas[ref.split('/').pop() ?? ''] : node) as Record<string, unknown>;
  };
  const json = op.requestBody?.content['application/json'] as { schema?: unknown } | undefined;
  const root = resolve(json?.schema);
  const branches = (root?.oneOf ?? root?.anyOf) as unknown[] | undefined;
  if (!branches?.[0]) return {};
  const props = (resolve(branches[0]).properties ?? {}) as Record<string, { const?: unknown }>;
  return Object.fromEntries(
    Object.entries(props)
      .filter(([, p]) => p.const !== undefined)
      .map(([k, p]) => [k, p.const]),
  );
}

function unknownFields(body: TErrorResponse): string[] {
  return (body.details ?? []).filter((d) => d.reason === 'unknownField').map((d) => d.field);
}

describe('strict input on every route of the OpenAPI document', () => {
  it('refuses an undeclared body key with a 400 naming it, before anything else is done', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const schemas = (ctx.app.swagger() as unknown as { components: { schemas: Record<string, unknown> } })
      .components.schemas;
    const writes = operations().filter(({ method }) => method !== 'GET');
    expect(writes.length).toBeGreaterThan(50);
    // An upload only the platform operator makes is read (and its fields judged) only for the operator:
    // nobody else's upload of 30 MB is parsed.
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const OPERATOR_UPLOADS = new Set(['POST /api/screening/lists']);
    // A payment provider's signed notification is the provider's JSON, not ours: it is read raw and
    // judged by its signature alone (card-payments.routes.test.ts refuses an unsigned or altered one).
    const PROVIDER_NOTIFICATIONS = new Set(['POST /api/payments/stripe/webhook']);
    for (const { method, path, op } of writes) {
      if (PROVIDER_NOTIFICATIONS.has(`${method} ${path}`)) continue;
      const token = OPERATOR_UPLOADS.has(`${method} ${path}`) ? operator.token : firm.admin.token;
      // The uploads (multipart, documented without a JSON body) get the unknown key as a form field.
      const form = op.requestBody
        ? undefined
        : multipart({ zzUndeclared: 'x' }, [{ name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES }]);
      const response = await ctx.app.inject({
        method,
        url: concrete(path),
        headers: { ...bearer(token), ...(form ? { 'content-type': form.contentType } : {}) },
        payload: form ? form.body : { ...unionTag(op, schemas), zzUndeclared: 'x' },
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
      expect(unknownFields(response.json()), `${method} ${path}: ${response.body}`).toContain('zzUndeclared');
    }
  });

  it('refuses an undeclared query parameter with a 400 naming it', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    // Fastify checks the body before the query, so this walks the routes that take no body; the
    // others' bodies are covered above, and their queries are closed by the same rule.
    const bodiless = operations().filter(
      ({ method, op }) => method === 'GET' || (op.requestBody && !op.requestBody.content['application/json']),
    );
    expect(bodiless.length).toBeGreaterThan(40);
    for (const { method, path } of bodiless) {
      const response = await ctx.app.inject({
        method,
        url: `${concrete(path)}?zzUndeclared=1`,
        headers: bearer(firm.admin.token),
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(400);
      expect(unknownFields(response.json()), `${method} ${path}: ${response.body}`).toContain('zzUndeclared');
    }
  });

  it('documents every request body object as closed (additionalProperties: false)', () => {
    const doc = ctx.app.swagger() as unknown as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, TOperation>>;
    };
    const open: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = node as Record<string, unknown>;
      if (typeof schema.$ref === 'string') {
        const name = schema.$ref.split('/').pop() ?? '';
        visit(doc.components.schemas[name], `${where} → ${name}`);
        return;
      }
      if (schema.type === 'object' && schema.properties && schema.additionalProperties !== false)
        open.push(where);
      for (const [key, value] of Object.entries(schema)) {
        if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}.${key}[${i}]`));
        else visit(value, `${where}.${key}`);
      }
    };
    for (const { method, path, op } of operations()) {
      const json = op.requestBody?.content['application/json'] as { schema?: unknown } | undefined;
      if (json) visit(json.schema, `${method} ${path}`);
    }
    expect(open).toEqual([]);
  });
});

describe('a save that would lose what it was sent', () => {
  async function clientCase() {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases/requests',
      firm.client.token,
      { firmID: firm.firmId, caseType: 'MVP', companyEngName: 'Lamma Kites Limited' },
      201,
    );
    const url = `/api/cases/${opened.caseID}/information`;
    const draft = validInformation({ corporateEmail: firm.client.email });
    await k.ok('PUT', url, firm.client.token, draft);
    const stored = async () =>
      (
        await ctx.database.db
          .selectFrom('cases')
          .select('information')
          .where('id', '=', opened.caseID)
          .executeTakeFirstOrThrow()
      ).information;
    return { firm, url, draft, stored };
  }

  it('refuses the information wrapped one level too deep and keeps the draft as it was', async () => {
    const { firm, url, draft, stored } = await clientCase();
    const before = await stored();
    const refused = await k.refused('PUT', url, firm.client.token, { information: draft }, 400);
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', field: 'information' });
    expect(refused.details?.[0]?.reason).toBe('unknownField');
    expect(await stored()).toEqual(before);
    expect((await stored()) as TCaseInformationInput).toMatchObject({ companyEngName: draft.companyEngName });
  });

  it('names an unknown key deep inside the form, in the caller’s language', async () => {
    const { firm, url, draft, stored } = await clientCase();
    const before = await stored();
    const [first, ...rest] = draft.stakeholders;
    const response = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(firm.client.token), 'accept-language': 'zh-HK' },
      payload: { ...draft, stakeholders: [{ ...first, nickName: 'Ah Chan' }, ...rest] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<TErrorResponse>();
    expect(body.field).toBe('stakeholders.0.nickName');
    expect(body.message).toContain('不是可接受的欄位');
    expect(await stored()).toEqual(before);
  });

  it('refuses a NUL or a lone surrogate in any text field, naming the field, and stores nothing', async () => {
    const { firm, url, draft, stored } = await clientCase();
    const before = await stored();
    const bad: [object, string][] = [
      [{ ...draft, companyEngName: 'Lamma\u0000Kites Limited' }, 'companyEngName'],
      [{ ...draft, companyChiName: '南丫\uD800風箏有限公司' }, 'companyChiName'],
      [{ ...draft, businessDescription: 'kites \uDC00' }, 'businessDescription'],
      [
        {
          ...draft,
          regOfficeAddress: { ...draft.regOfficeAddress, engStreet: '1 Main\u0000 Street' },
        },
        'regOfficeAddress.engStreet',
      ],
    ];
    for (const [body, field] of bad) {
      const refused = await k.refused('PUT', url, firm.client.token, body, 400);
      expect(refused.field, field).toBe(field);
      expect(refused.details?.[0]?.reason).toBe('illFormedText');
    }
    expect(await stored()).toEqual(before);
    // A surrogate pair (an emoji, a rare CJK character) is well formed and kept as it was.
    const kept = { ...draft, businessDescription: 'Kites 🪁 and 𠀋 characters' };
    await k.ok('PUT', url, firm.client.token, kept);
    expect(await stored()).toMatchObject({ businessDescription: 'Kites 🪁 and 𠀋 characters' });
  });

  it('refuses a NUL in a query or in a message, naming the field', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const search = await k.refused('GET', '/api/cases?search=a%00b', firm.officer.token, undefined, 400);
    expect(search).toMatchObject({ field: 'search' });
    expect(search.details?.[0]?.reason).toBe('illFormedText');
    const topic = await k.ok<{ topicName: string }>(
      'POST',
      '/messageCenter/msg/topic/create',
      firm.officer.token,
      {
        id1: firm.officer.id,
        id2: firm.client.id,
      },
    );
    const message = await ctx.app.inject({
      method: 'POST',
      url: `/messageCenter/msg/topic/${topic.topicName}/messages`,
      headers: { ...bearer(firm.officer.token), 'content-type': 'application/json' },
      // A lone surrogate written as a JSON escape, as a broken client would send it.
      payload: '{"text":"Hello \\ud83d there"}',
    });
    expect(message.statusCode, message.body).toBe(400);
    expect(message.json<TErrorResponse>().field).toBe('text');
    const stored = await ctx.database.db
      .selectFrom('messages')
      .innerJoin('message_topics', 'message_topics.id', 'messages.topic_id')
      .select('messages.id')
      .where('message_topics.topic_name', '=', topic.topicName)
      .execute();
    expect(stored).toEqual([]);
  });
});
