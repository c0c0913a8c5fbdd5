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
});
