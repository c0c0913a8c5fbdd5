import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from './config.js';
import { claimDataDir, openMigratedDatabase } from './runtime.js';
import { errorMessage, fieldLabel, VALIDATION_REASONS, type TValidationReason } from '@portal/domain';
import { AppError } from './plugins/errors.js';
import { createFirm, createUser } from './modules/users/users.service.js';
import { DEMO_PASSWORD, DEMO_USERS, loadDemoData } from './cli/demo-data.js';
import { DEMO_TOTP_SECRET } from './cli/demo-second-factor.js';
import { createFileStore } from './modules/files/file-store-of.js';
import { renderOpenApi } from './cli/openapi.js';
import { readImportFiles, screeningImport } from './cli/screening-import.js';
import { MasterKeyError } from './modules/keys/master-keys.js';
import { rotateKeys } from './modules/keys/rotate-keys.js';

const USAGE = `Usage: node apps/server/dist/cli.js <command>
  migrate                                   apply pending database migrations
  create-admin --firm NAME --username U --email E [--first F --last L] [--password P]
                                            create a firm and its first SYSTEM_ADMIN
  create-admin --operator --username U --email E [...]
                                            create a SMOOOTH platform operator (no firm)
  demo                                      load the demo data set (two firms, staff, clients)
  screening-import FILE...                  import sanctions lists as new versions: the UN Consolidated
                                            List XML and/or OFAC sdn.csv (with alt.csv, add.csv,
                                            sdn_comments.csv of the same publication), told apart by content
  openapi --write FILE | --check FILE       write or check the OpenAPI document
  rotate-keys [--add-key]                   re-wrap every data key under the newest master key
                                            (--add-key: add a new master key to the key file first)`;

async function withDatabase<T>(
  run: (db: Awaited<ReturnType<typeof openMigratedDatabase>>['database']) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const release = claimDataDir(config, 'cli');
  const { database, applied } = await openMigratedDatabase(config);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  try {
    return await run(database);
  } finally {
    await database.close();
    release();
  }
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY)
    throw new Error('Give the password with --password or ADMIN_PASSWORD (no terminal to ask on).');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing after the prompt.
  const output = rl as unknown as { _writeToOutput?: (s: string) => void };
  const prompt = 'Password (8–128 characters): ';
  process.stdout.write(prompt);
  output._writeToOutput = () => undefined;
  const password = await rl.question('');
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      firm: { type: 'string' },
      operator: { type: 'boolean', default: false },
      username: { type: 'string' },
      email: { type: 'string' },
      first: { type: 'string', default: '' },
      last: { type: 'string', default: '' },
      password: { type: 'string' },
      plan: { type: 'string', default: 'FREE' },
    },
  });
  if (!values.username || !values.email || (!values.operator && !values.firm)) {
    throw new Error(`create-admin needs --username, --email and --firm (or --operator).\n\n${USAGE}`);
  }
  const password = values.password ?? (await askPassword());
  const plan = values.plan.toUpperCase();
  if (!['FREE', 'SOLO', 'TEAM', 'ENTERPRISE'].includes(plan))
    throw new Error('--plan must be FREE, SOLO, TEAM or ENTERPRISE');
  await withDatabase(async ({ db }) => {
    await db.transaction().execute(async (trx) => {
      const firmId = values.operator
        ? null
        : await createFirm(trx, {
            name: values.firm!,
            planCode: plan as 'FREE' | 'SOLO' | 'TEAM' | 'ENTERPRISE',
          });
      await createUser(trx, {
        username: values.username!,
        email: values.email!,
        password,
        userType: values.operator ? 'SMOOOTH' : 'SYSTEM_ADMIN',
        firmId,
        engFirstName: values.first,
        engLastName: values.last,
      });
    });
  });
  console.log(
    values.operator
      ? `Created platform operator ${values.username}. Sign in at /login.`
      : `Created firm "${values.firm}" and its administrator ${values.username}. Sign in at /login.`,
  );
}

async function demo(): Promise<void> {
  const store = createFileStore(loadConfig());
  const result = await withDatabase(({ db }) => loadDemoData(db, store));
  console.log(
    `Demo data loaded (${result.created.length} accounts created, ${result.existing.length} already there).`,
  );
  console.log(`Every demo account's password: ${DEMO_PASSWORD}\n`);
  for (const user of DEMO_USERS)
    console.log(`  ${user.userType.padEnd(12)} ${user.username.padEnd(16)} ${user.email}`);
  console.log(
    `\nSMOOOTH signs in with a second factor: add the demo secret ${DEMO_TOTP_SECRET} to an ` +
      'authenticator app (a published secret: for the demo only).',
  );
}

async function openapi(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { write: { type: 'string' }, check: { type: 'string' } } });
  const document = await renderOpenApi();
  if (values.write) {
    await fs.writeFile(values.write, document);
    console.log(`Wrote ${values.write}`);
    return;
  }
  if (values.check) {
    const current = await fs.readFile(values.check, 'utf8').catch(() => '');
    if (current !== document) {
      console.error(`${values.check} is stale: run "npm run openapi:write -w @portal/server" and commit it.`);
      process.exit(1);
    }
    console.log(`${values.check} is current.`);
    return;
  }
  process.stdout.write(document);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'migrate': {
      await withDatabase(() => Promise.resolve());
      console.log('Database schema is up to date.');
      return;
    }
    case 'create-admin':
      return createAdmin(args);
    case 'demo':
      return demo();
    case 'screening-import': {
      const files = await readImportFiles(args);
      const lines = await withDatabase(({ db }) => screeningImport(db, files));
      for (const line of lines) console.log(line);
      return;
    }
    case 'openapi':
      return openapi(args);
    case 'rotate-keys': {
      const { values } = parseArgs({ args, options: { 'add-key': { type: 'boolean', default: false } } });
      const source = loadConfig().encryptionKeys;
      const done = await withDatabase((database) =>
        rotateKeys(database, source, { addKey: values['add-key'] }),
      );
      console.log(
        `Master key version ${done.version} now wraps ${done.total} data keys (${done.rewrapped} re-wrapped).`,
      );
      if (done.retirable.length)
        console.log(
          `No data key needs master key version ${done.retirable.join(', ')} any more: it may be removed.`,
        );
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help') process.exit(64);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MasterKeyError) console.error(error.message);
  else if (error instanceof AppError) {
    const detail = error.extra.details?.[0];
    const reason = detail ? VALIDATION_REASONS[detail.reason as TValidationReason]?.en : undefined;
    const field = detail?.field ?? error.extra.field;
    console.error(
      reason && field
        ? `Refused: ${field} ${reason}.`
        : `Refused: ${errorMessage(error.code, 'en', { ...error.values, ...(field ? { field: fieldLabel(field, 'en') } : {}) })}${field ? ` (${field})` : ''}`,
    );
  } else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
