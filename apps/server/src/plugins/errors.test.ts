import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, registerErrorHandling, requestLanguage } from './errors.js';

async function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  it('turns a database refusal of the input (e.g. a NUL byte) into a 400, not a 500', async () => {
    const app = await appThrowing(
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });
  });

  it('hides the details of an unexpected failure and gives a request id to quote', async () => {
    const app = await appThrowing(new Error('connection string postgres://secret@db'));
    const response = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ code: string; message: string; requestId: string }>();
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', message: '发生意外错误。' });
    expect(body.requestId).toBeTruthy();
    expect(response.body).not.toContain('secret');
  });

  it('sends Retry-After with a rate-limit refusal', async () => {
    const app = await appThrowing(
      new AppError('TOO_MANY_ATTEMPTS', { minutes: 3 }, { retryAfterSeconds: 170 }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('170');
    expect(response.json()).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in 3 minutes.',
    });
  });

  it('answers the spec catalogue codes with their status', async () => {
    const app = await appThrowing(new AppError(ERROR_CODES.DUE_DILIGENCE_MISSING));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: '18004' });
  });
});

describe('requestLanguage', () => {
  const request = (headers: Record<string, string>, language?: 'en' | 'zh-HK' | 'zh-CN') =>
    ({ headers, auth: language ? { language } : undefined }) as unknown as FastifyRequest;

  it('prefers Accept-Language, then the signed-in user stored language, then English', () => {
    expect(requestLanguage(request({ 'accept-language': 'zh-TW' }, 'zh-CN'))).toBe('zh-HK');
    expect(requestLanguage(request({}, 'zh-CN'))).toBe('zh-CN');
    expect(requestLanguage(request({}))).toBe('en');
  });
});
