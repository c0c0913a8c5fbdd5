import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TErrorResponse } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobHandlers } from '../jobs/job-handlers.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createSmtpTransport } from '../mail/mail.service.js';

let ctx: TTestContext;
let smtp: TTestSmtp;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestApp({ SUPPORT_EMAIL: 'help@firm.example' });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const send = (payload: object, remoteAddress = `10.20.0.${++ip}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/support/contact', payload, remoteAddress });
const deliver = () =>
  createJobRunner({
    db: ctx.database.db,
    handlers: createJobHandlers({
      db: ctx.database.db,
      transport: createSmtpTransport(smtp.url),
      mailFrom: 'Portal <no-reply@portal.example>',
      publicUrl: 'http://x',
    }),
    pollMs: 1000,
  }).runDue();
const MESSAGE = {
  name: 'Cheung Ka Ho',
  email: 'ka.ho@startup.example',
  company: 'Startup Limited',
  message: 'We want to incorporate.\nCan you help?',
};

describe('POST /api/support/contact', () => {
  it('mails the message to the support address, answerable to its writer', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
    await deliver();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to?.[0]?.address).toBe('help@firm.example');
    expect(mail.replyTo?.[0]?.address).toBe('ka.ho@startup.example');
    expect(mail.subject).toBe('Contact form: Cheung Ka Ho');
    expect(mail.text).toContain('We want to incorporate.\nCan you help?');
  });

  it('sends markup as text', async () => {
    await send({ ...MESSAGE, email: 'x1@startup.example', message: '<script>alert(1)</script>' });
    await deliver();
    expect(smtp.received[0]!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers a filled spam trap like a real message and sends nothing', async () => {
    const response = await send({
      ...MESSAGE,
      email: 'robot@spam.example',
      website: 'http://cheap-pills.example',
    });
    expect(response.json()).toEqual({ accepted: true });
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });

  it('names bad fields', async () => {
    const response = await send({ name: '', email: 'nope', message: '' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<TErrorResponse>()
        .details?.map((d) => d.field)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
    const long = await send({ ...MESSAGE, message: 'x'.repeat(5001) });
    expect(long.json<TErrorResponse>()).toMatchObject({ field: 'message', details: [{ reason: 'tooLong' }] });
  });

  it('limits one address to 5 messages an hour', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await send({ ...MESSAGE, email: `n${i}@a.example` }, '10.21.0.1')).statusCode).toBe(200);
    const blocked = await send({ ...MESSAGE, email: 'n9@a.example' }, '10.21.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<TErrorResponse>().code).toBe('TOO_MANY_REQUESTS');
  });
});
