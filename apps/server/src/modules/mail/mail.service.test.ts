import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type TDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { createTestDatabase } from '../../test/setup.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobRunner } from '../jobs/job-runner.js';
import {
  createMailJobHandler,
  createSmtpTransport,
  MAIL_JOB,
  queueMail,
  type TQueueMail,
} from './mail.service.js';

let database: TDatabase;
let smtp: TTestSmtp;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.failing = false;
});

const FROM = 'Portal <no-reply@portal.example>';
const runner = (db = database.db, smtpUrl: string | null = smtp.url) =>
  createJobRunner({
    db,
    handlers: {
      [MAIL_JOB]: createMailJobHandler({
        db,
        transport: createSmtpTransport(smtpUrl ?? undefined),
        from: FROM,
      }),
    },
    pollMs: 1000,
  });

const verifyMail = (overrides: Partial<TQueueMail> = {}): TQueueMail => ({
  firmId: null,
  to: 'chan.taiman@client.example',
  language: 'zh-HK',
  template: 'verifyEmail',
  values: {
    name: '陳大文',
    email: 'chan.taiman@client.example',
    expiresAt: '2026-11-22 18:00',
    url: 'http://localhost:3000/verify-email/abc',
    firmName: 'Harbour CS',
  },
  ...overrides,
});

const mailRow = (id: string) =>
  database.db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobOf = (id: string) =>
  database.db
    .selectFrom('jobs')
    .selectAll()
    .where(sql<string>`payload->>'mailId'`, '=', id)
    .executeTakeFirstOrThrow();
/** Makes a waiting retry due now, as if its back-off had passed. */
const makeDue = (id: string) =>
  database.db
    .updateTable('jobs')
    .set({ run_at: sql<Date>`now()` })
    .where(sql<string>`payload->>'mailId'`, '=', id)
    .execute();

describe('mail over SMTP', () => {
  it("delivers in the recipient's language, as text and HTML, and records it SENT", async () => {
    const id = await queueMail(database.db, verifyMail());
    expect((await mailRow(id)).status).toBe('QUEUED');
    expect(await runner().runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('確認你的電郵地址');
    expect(mail.to?.[0]?.address).toBe('chan.taiman@client.example');
    expect(mail.from?.address).toBe('no-reply@portal.example');
    expect(mail.text).toContain('陳大文 你好');
    expect(mail.text).toContain('http://localhost:3000/verify-email/abc');
    expect(mail.html).toContain('href="http://localhost:3000/verify-email/abc"');
    const row = await mailRow(id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('sends the one-time link whole but keeps it masked in the stored copy once delivered', async () => {
    const token = 'Zq3xS9mPp0aLk4VtRw8yHc2NnBd7EuJf6GiOo1TtYs5';
    const id = await queueMail(
      database.db,
      verifyMail({
        language: 'en',
        values: { ...verifyMail().values, url: `http://localhost:3000/verify-email/${token}` },
      }),
    );
    await runner().runDue();
    expect(smtp.received[0]!.text).toContain(token);
    const row = await mailRow(id);
    expect(row.status).toBe('SENT');
    expect(row.text_body).not.toContain(token);
    expect(row.html_body).not.toContain(token);
    expect(row.text_body).toContain('http://localhost:3000/verify-email/••••••');
  });

  it('keeps the link whole in the outbox when there is no SMTP (the reader forwards it)', async () => {
    const token = 'Zq3xS9mPp0aLk4VtRw8yHc2NnBd7EuJf6GiOo1TtYs6';
    const id = await queueMail(
      database.db,
      verifyMail({ values: { ...verifyMail().values, url: `http://localhost:3000/verify-email/${token}` } }),
    );
    await runner(database.db, null).runDue();
    const row = await mailRow(id);
    expect(row.status).toBe('OUTBOX');
    expect(row.text_body).toContain(token);
  });

  it('sends markup in values as text, never as HTML', async () => {
    await queueMail(
      database.db,
      verifyMail({
        language: 'en',
        values: { ...verifyMail().values, name: '<img src=x onerror=alert(1)>' },
      }),
    );
    await runner().runDue();
    const html = smtp.received[0]!.html ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('retries a refused delivery with back-off and keeps the error visible', async () => {
    smtp.failing = true;
    const id = await queueMail(database.db, verifyMail({ language: 'zh-CN' }));
    await runner().runDue();
    const failed = await mailRow(id);
    expect(failed).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(failed.last_error).toMatch(/451|temporarily/i);
    const job = await jobOf(id);
    expect(job).toMatchObject({ status: 'QUEUED', attempts: 1 });
    const wait = (job.run_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(await runner().runDue()).toBe(0); // not due yet

    smtp.failing = false;
    await makeDue(id);
    expect(await runner().runDue()).toBe(1);
    expect(await mailRow(id)).toMatchObject({ status: 'SENT', attempts: 2, last_error: null });
    expect(smtp.received.map((m) => m.subject)).toEqual(['确认你的邮箱地址']);
  });

  it('gives up after the last attempt and shows the mail FAILED with its error', async () => {
    smtp.failing = true;
    const id = await queueMail(database.db, verifyMail());
    await database.db
      .updateTable('jobs')
      .set({ max_attempts: 2 })
      .where(sql<string>`payload->>'mailId'`, '=', id)
      .execute();
    await runner().runDue();
    await makeDue(id);
    await runner().runDue();
    expect(await jobOf(id)).toMatchObject({ status: 'FAILED', attempts: 2 });
    const row = await mailRow(id);
    expect(row.status).toBe('FAILED');
    expect(row.last_error).toMatch(/451|temporarily/i);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const id = await queueMail(database.db, verifyMail());
    await runner(database.db, null).runDue();
    expect(await mailRow(id)).toMatchObject({ status: 'OUTBOX' });
    expect(smtp.received).toHaveLength(0);
  });

  it('takes over a job whose worker died mid-send (its lease ran out)', async () => {
    const id = await queueMail(database.db, verifyMail());
    await database.db
      .updateTable('jobs')
      .set({ status: 'RUNNING', attempts: 1, locked_until: sql<Date>`now() - interval '1 second'` })
      .where(sql<string>`payload->>'mailId'`, '=', id)
      .execute();
    expect(await runner().runDue()).toBe(1);
    expect(await mailRow(id)).toMatchObject({ status: 'SENT' });
  });

  it('sends each mail once when two server copies work the same table', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        queueMail(database.db, verifyMail({ to: `copy${i}@client.example` })),
      ),
    );
    const [a, b] = await Promise.all([runner().runDue(), runner().runDue()]);
    expect(a + b).toBe(8);
    expect(smtp.received.map((m) => m.to?.[0]?.address).sort()).toEqual(
      ids.map((_, i) => `copy${i}@client.example`).sort(),
    );
  });

  it('refuses to queue a mail with a value missing, rather than send a {placeholder}', async () => {
    await expect(queueMail(database.db, verifyMail({ values: { name: 'x' } }))).rejects.toThrow(
      /value missing/,
    );
  });
});

describe('a mail queued before a crash', () => {
  it('is sent after the server starts again', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-crash-'));
    const first = await openPglite({ dataDir: dir });
    await migrate(first);
    await queueMail(first.db, verifyMail({ to: 'after.crash@client.example' }));
    await first.close(); // the process ends before any worker ran

    const second = await openPglite({ dataDir: dir });
    try {
      expect(await runner(second.db).runDue()).toBe(1);
      expect(smtp.received.map((m) => m.to?.[0]?.address)).toEqual(['after.crash@client.example']);
    } finally {
      await second.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
