import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/cli/demo-second-factor.js';
import { totpCode, totpStep, TOTP } from '../../apps/server/src/modules/auth/totp.js';
import { baseURL } from './browser.js';

/** Demo accounts that sign in with a second factor, and their authenticator secrets. */
export const TOTP_SECRETS: Record<string, string> = { 'smoooth.ops': DEMO_TOTP_SECRET };

/** Secrets the specs enrolled themselves (by username), for later sign-ins in the same run. */
export function rememberSecret(username: string, secret: string): void {
  TOTP_SECRETS[username] = secret;
}

/**
 * The server refuses a code of a step already used for the account (replay protection), and spec
 * files run one after another in fresh workers: the steps used are kept in a file per server.
 */
function ledger(): string {
  return path.join(os.tmpdir(), `portal-e2e-totp-${new URL(baseURL()).port}.json`);
}

/**
 * A code for the account the server has not seen: of this step or the next (it accepts one step
 * either side); when both are used, waits for the next step.
 */
export async function freshTotpCode(username: string, secret = TOTP_SECRETS[username]): Promise<string> {
  if (!secret) throw new Error(`no authenticator secret known for ${username}`);
  for (;;) {
    const used = fs.existsSync(ledger())
      ? (JSON.parse(fs.readFileSync(ledger(), 'utf8')) as Record<string, number>)
      : {};
    const now = totpStep();
    const step = Math.max(now, (used[username] ?? -Infinity) + 1);
    if (step <= now + 1) {
      fs.writeFileSync(ledger(), JSON.stringify({ ...used, [username]: step }));
      return totpCode(secret, { step });
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (now + 1) * TOTP.periodSeconds * 1000 - Date.now() + 100),
    );
  }
}
