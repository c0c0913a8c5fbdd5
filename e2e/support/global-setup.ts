import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../apps/server/src/db/database.js';
import { loadMasterKeys } from '../../apps/server/src/modules/keys/master-keys.js';
import { buildFirm, buildUser } from '../../apps/server/src/test/factories.js';
import { startTestSmtp } from '../../apps/server/src/test/smtp.js';
import http from 'node:http';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { FAKE_STRIPE_KEYS, startStripeFake } from '../../apps/server/src/test/stripe-fake.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build under test answers. */
    baseURL: string;
    /** A client who has not finished first-time set-up (seeded through the server's factories). */
    firstTimeUser: { username: string; password: string };
    /** A client for the recovery flows, so resetting a password touches no demo account. */
    recoveryUser: { username: string; email: string; password: string };
    /** A staff member for the profile screens (names and password change there). */
    profileUser: { username: string; email: string; password: string };
    /** GET {mailboxURL}/messages: the mails the server sent, as received by a real SMTP server. */
    mailboxURL: string;
    /** The local fake of Stripe the server talks to (its API, Stripe.js, its test controls under /test/). */
    stripeURL: string;
    /** A firm of its own whose administrator turns two-factor sign-in on for its staff (ADR 0029). */
    twoFactorFirm: {
      admin: { username: string; password: string };
      staff: { username: string; password: string };
    };
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the production build as `npm start` does, on a fresh embedded database with the demo data
 * set loaded by the same CLI a newcomer uses. `npm run test:e2e` builds first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run "npm run build" first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
  };
  const demo = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (demo.status !== 0) throw new Error(`demo data failed: ${demo.stdout}${demo.stderr}`);

  // Seed what the demo set lacks through the server's own factories, before the server owns the folder.
  // With the master keys the demo's first start made (ADR 0031): anything sealed here opens there.
  const master = loadMasterKeys({ inline: undefined, file: path.join(dataDir, 'keys', 'master.keys') });
  const seeded = await openPglite({ dataDir: path.join(dataDir, 'pglite'), keys: { master } });
  const firstTimeUser = await buildUser(seeded.db, { userType: 'GU', isFirstTimeLogin: true });
  const recoveryUser = await buildUser(seeded.db, { userType: 'GU' });
  const profileUser = await buildUser(seeded.db, { userType: 'COM_SEC' });
  const twoFactorFirmId = await buildFirm(seeded.db, { name: 'Tai O Two-Factor Secretaries Limited' });
  const twoFactorAdmin = await buildUser(seeded.db, { userType: 'SYSTEM_ADMIN', firmId: twoFactorFirmId });
  const twoFactorStaff = await buildUser(seeded.db, { userType: 'COM_SEC', firmId: twoFactorFirmId });
  await seeded.close();
  project.provide('twoFactorFirm', {
    admin: { username: twoFactorAdmin.username, password: twoFactorAdmin.password },
    staff: { username: twoFactorStaff.username, password: twoFactorStaff.password },
  });
  project.provide('profileUser', {
    username: profileUser.username,
    email: profileUser.email,
    password: profileUser.password,
  });
  project.provide('recoveryUser', {
    username: recoveryUser.username,
    email: recoveryUser.email,
    password: recoveryUser.password,
  });

  // Mail goes over SMTP to a real server; specs read it through a small mailbox endpoint.
  const smtp = await startTestSmtp();
  const mailbox = http.createServer((_request, response) => {
    const messages = smtp.received.map((m) => ({
      to: m.to?.map((t) => t.address),
      subject: m.subject,
      text: m.text,
      html: m.html,
    }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
  });
  const mailboxPort = await freePort();
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));
  project.provide('mailboxURL', `http://127.0.0.1:${mailboxPort}`);
  project.provide('firstTimeUser', { username: firstTimeUser.username, password: firstTimeUser.password });

  // Card payments go to a local fake of Stripe at the boundary: the server's SDK calls its API, the
  // payment screens load its Stripe.js, and it sends the server signed notifications as Stripe does.
  const stripe = await startStripeFake();
  stripe.webhookUrl = `http://127.0.0.1:${port}/api/payments/stripe/webhook`;
  project.provide('stripeURL', stripe.url);

  // Mail goes out over SMTP; links in it point at this server; the worker polls quickly for tests.
  const serverEnv = {
    ...env,
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOBS_POLL_MS: '200',
    ...FAKE_STRIPE_KEYS,
    STRIPE_API_URL: stripe.url,
    STRIPE_JS_URL: `${stripe.url}/v3/stripe.js`,
  };
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ready = await fetch(`${baseURL}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => mailbox.close(resolve));
    await stripe.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The authenticator steps used against this server (support/totp.ts).
    fs.rmSync(path.join(os.tmpdir(), `portal-e2e-totp-${port}.json`), { force: true });
  };
}
