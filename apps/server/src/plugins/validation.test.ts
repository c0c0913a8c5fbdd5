import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, illFormedTextIssues, validatorCompiler } from './validation.js';
import { registerErrorHandling } from './errors.js';

describe('text that cannot be stored as sent', () => {
  it('is found in values and keys at any depth, by its path', () => {
    const issues = illFormedTextIssues({
      ok: 'Chan Tai Man 陳大文 🪁',
      a: ['fine', 'nul\u0000'],
      b: { c: 'lone \uD83D', d: 'lone \uDE00 low' },
      ['bad\u0000key']: 1,
    });
    expect(issues.map((i) => i.instancePath)).toEqual(['/a/1', '/b/c', '/b/d', '/bad\uFFFDkey']);
  });
});

describe('responses', () => {
  it('leave out a field the schema does not declare, and say so, instead of failing', async () => {
    const logged: string[][] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createSerializerCompiler((_route, fields) => logged.push(fields)));
    registerErrorHandling(app);
    app.get(
      '/thing',
      {
        schema: {
          response: {
            200: z.strictObject({ name: z.string(), items: z.array(z.strictObject({ n: z.number() })) }),
          },
        },
      },
      () => ({ name: 'x', secret: 'do not send', items: [{ n: 1, internal: true }] }),
    );
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'x', items: [{ n: 1 }] });
    expect(logged).toEqual([['items.0.internal', 'secret']]);
  });

  const VARIED = z.strictObject({
    id: z.uuid(),
    name: z.string(),
    chiName: z.string().nullable(),
    remarks: z.string().optional(),
    status: z.enum(['OPEN', 'COMPLETED']),
    total: z.number().int(),
    capped: z.boolean(),
    tags: z.array(z.string()),
    shares: z.record(z.string(), z.number()),
    owner: z.union([z.strictObject({ kind: z.literal('person'), name: z.string() }), z.null()]),
    items: z.array(z.strictObject({ n: z.number(), note: z.string().nullable() })),
  });
  const variedAnswer = {
    id: '7b0f5c1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f',
    name: 'Chan "Tai Man" \\ 陳大文 🪁',
    chiName: null,
    status: 'OPEN',
    total: 10_000,
    capped: true,
    tags: ['a', 'b'],
    shares: { ordinary: 100, preference: 0.5 },
    owner: { kind: 'person', name: 'Wong\nSiu Ming', internal: 'no' },
    items: [{ n: 1, note: null, secret: 1 }],
    extra: 'not declared',
  };

  it('are written from the schema in production as zod writes them, leaving out what it does not declare', async () => {
    const answers: string[] = [];
    for (const checkContract of [true, false]) {
      const logged: string[][] = [];
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(
        createSerializerCompiler((_route, fields) => logged.push(fields), { checkContract }),
      );
      registerErrorHandling(app);
      app.get('/varied', { schema: { response: { 200: VARIED } } }, () => variedAnswer);
      const response = await app.inject({ method: 'GET', url: '/varied' });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
      // Only the checked build says what it left out; production leaves it out all the same.
      expect(logged.length).toBe(checkContract ? 1 : 0);
    }
    expect(answers[1]).toBe(answers[0]);
    const { extra: _extra, ...declared } = variedAnswer;
    expect(JSON.parse(answers[1]!)).toEqual({
      ...declared,
      owner: { kind: 'person', name: 'Wong\nSiu Ming' },
      items: [{ n: 1, note: null }],
    });
  });

  it('refuse an answer that breaks its contract while checked, instead of sending it', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createSerializerCompiler(() => undefined, { checkContract: true }));
    registerErrorHandling(app);
    app.get('/broken', { schema: { response: { 200: VARIED } } }, () => ({ ...variedAnswer, total: 'many' }));
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('many');
  });
});
