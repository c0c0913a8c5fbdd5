// The long lists at a real firm's size (issue 23 point 1): seeds the demo firm Harbour with 200,000
// cases and 1,000,000 tasks on PostgreSQL (BENCH_DATABASE_URL; a throwaway database) and 20,000 cases
// and 100,000 tasks on PGlite, with SQL in seconds, then measures each list the screens ask for — first
// page, a page deep in the list by its cursor, a search, each filter and order — with autocannon under
// BENCH_CONNECTIONS (50) connections for BENCH_DURATION (10) seconds each. Run after `npm run build`
// (`npm run bench` does both); BENCH_LISTS_PG_TASKS and BENCH_LISTS_PGLITE_TASKS change the sizes.
// The other long lists are seeded beside them, at a big firm's size on PostgreSQL (a tenth on
// PGlite): 20,000 companies, 200,000 compliance records, 200,000 mails and 500,000 audit rows
// (BENCH_LISTS_PG_SCALE / BENCH_LISTS_PGLITE_SCALE scale them); BENCH_LISTS_PG_TASKS=0 seeds no
// cases and tasks when only those lists are measured (BENCH_LISTS_ONLY: part of the titles).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO_PASSWORD = 'Harbour-View-2026';

/** One statement per table: cases of the demo firm, five tasks each, ten years of history. */
function seedStatements(caseCount) {
  const firm = `(select firm_id from users where username = 'harbour.ken')`;
  return [
    `insert into cases (firm_id, case_ref, case_type, status, step, company_eng_name, company_chi_name, brn,
                        officer_user_id, created_at, updated_at, closed_at)
     select ${firm}, 'BENCH-' || lpad(n::text, 7, '0'),
            (array['MVP', 'AR', 'AR', 'AR', 'AMENDMENT', 'EM'])[1 + n % 6],
            case when n % 10 = 0 then 'OPEN' else 'COMPLETED' end,
            case when n % 10 = 0 then (array['MVP_FORM', 'AR_A_CS', 'AR_A_CS', 'AR_A_CS', 'T_RECORD_UPDATES', 'EN_FORM'])[1 + n % 6] else 'COMPLETED' end,
            (array['Harbour', 'Peak', 'Lantau', 'Kowloon', 'Victoria', 'Tsim Sha Tsui', 'Causeway', 'Aberdeen', 'Stanley', 'Sai Kung'])[1 + n % 10]
              || ' ' || (array['Trading', 'Holdings', 'Tea House', 'Logistics', 'Design', 'Bakery', 'Ventures', 'Consulting'])[1 + (n / 10) % 8]
              || ' ' || n || ' Limited',
            '香港' || n || '有限公司', lpad((30000000 + n)::text, 8, '0'),
            (select (array_agg(id order by username))[1 + n % 3] from users where firm_id = ${firm} and user_type in ('COM_SEC', 'SYSTEM_ADMIN')),
            timestamptz '2016-01-01' + n * (interval '10 years' / ${caseCount}),
            timestamptz '2016-01-01' + n * (interval '10 years' / ${caseCount}) + (n % 97) * interval '1 hour',
            case when n % 10 = 0 then null else timestamptz '2016-01-01' + n * (interval '10 years' / ${caseCount}) + interval '30 days' end
     from generate_series(1, ${caseCount}) as n`,
    `insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, task_user_id, seq,
                        completed_by, completed_at, created_at, updated_at)
     select c.id, c.firm_id, (array['POC_FORM', 'CS_FORM_R', 'DD_CS_FORM', 'T_PAYMENT_INVOICE', 'CASE_FILING'])[s], c.step,
            case when c.status = 'OPEN' and s = 5 then (case when c.case_ref like '%00' then 'QUEUED' else 'IN_PROGRESS' end) else 'COMPLETED' end,
            case when s = 1 then 'client' else 'officer' end,
            case when c.status = 'OPEN' and s = 5 and c.case_ref like '%00' then null else c.officer_user_id end, s,
            case when c.status = 'OPEN' and s = 5 then null else c.officer_user_id end,
            case when c.status = 'OPEN' and s = 5 then null else c.created_at + s * interval '5 days' end,
            c.created_at + s * interval '1 day', c.updated_at + s * interval '1 minute'
     from cases c cross join generate_series(1, 5) as s
     where c.case_ref like 'BENCH-%'`,
    'vacuum analyze cases',
    'vacuum analyze tasks',
  ];
}

/** The companies, compliance records, mails and audit rows of the demo firm, `scale` 1 a big firm's. */
function otherSeedStatements(scale) {
  const firm = `(select firm_id from users where username = 'harbour.ken')`;
  const [entities, records, mails, audits] = [20_000, 200_000, 200_000, 500_000].map((n) =>
    Math.round(n * scale),
  );
  const name = (
    n,
  ) => `(array['Harbour', 'Peak', 'Lantau', 'Kowloon', 'Victoria', 'Tsim Sha Tsui', 'Causeway', 'Aberdeen', 'Stanley', 'Sai Kung'])[1 + ${n} % 10]
              || ' ' || (array['Trading', 'Holdings', 'Tea House', 'Logistics', 'Design', 'Bakery', 'Ventures', 'Consulting'])[1 + (${n} / 10) % 8]
              || ' ' || ${n} || ' Limited'`;
  return [
    // A tenth archived; return dates and due dates spread over two years around today, some unknown.
    `insert into entities (firm_id, company_eng_name, company_chi_name, brn, incorporation_date, next_return_date,
                           next_due_date, next_due_kind, status, archived_at, created_at, updated_at)
     select ${firm}, ${name('n')}, '香港' || n || '有限公司', lpad((60000000 + n)::text, 8, '0'),
            case when n % 50 = 0 then null else date '1990-01-01' + n % 12000 end,
            case when n % 40 = 0 then null else current_date + (n % 730 - 365) end,
            case when n % 40 = 0 or n % 10 = 0 then null else current_date + (n % 400 - 30) end,
            case when n % 40 = 0 or n % 10 = 0 then null else 'NAR1' end,
            case when n % 10 = 0 then 'ARCHIVED' else 'ACTIVE' end,
            case when n % 10 = 0 then timestamptz '2020-01-01' + n * interval '1 hour' end,
            now(), now()
     from generate_series(1, ${entities}) as n`,
    // Ten years of records, half due diligence; one in twenty corrected by a second version later.
    `insert into compliance_records (firm_id, compliance_type, holder_id, record_key, version, company_eng_name,
                                     company_chi_name, record_name, details, rating, remarks, prepared_by, created_at)
     select ${firm}, case when n % 2 = 0 then 'DUE_DILIGENCE' else 'RISK_ASSESSMENT' end,
            case when n % 2 = 0 then 'h-' || n end, gen_random_uuid(), 1, ${name('(n / 10)')}, '香港' || (n / 10) || '有限公司',
            case when n % 2 = 0 then (array['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho'])[1 + n % 6] || ' Siu Ming ' || n else ${name('(n / 10)')} end,
            '{}', case when n % 2 = 1 then (array['LOW', 'LOW', 'MEDIUM', 'HIGH'])[1 + n % 4] end,
            'Seen in person, file ' || n,
            (select id from users where username = 'harbour.ken'),
            timestamptz '2016-01-01' + n * (interval '10 years' / ${records})
     from generate_series(1, ${records}) as n`,
    `insert into compliance_records (firm_id, compliance_type, holder_id, record_key, version, supersedes_id,
                                     company_eng_name, company_chi_name, record_name, details, rating, remarks,
                                     prepared_by, created_at)
     select firm_id, compliance_type, holder_id, record_key, 2, id, company_eng_name, company_chi_name, record_name,
            details, rating, 'Corrected', prepared_by, created_at + interval '30 days'
     from compliance_records where remarks like 'Seen in person, file %0'`,
    // Two years of mail, one in a hundred failed.
    `insert into mail_messages (firm_id, recipient, language, template, subject, text_body, html_body, status,
                                attempts, created_at, sent_at)
     select ${firm}, 'client' || n || '@example.hk', 'en', 'taskAssigned', 'A task for you ' || n, 'Text', '<p>Text</p>',
            case when n % 100 = 0 then 'FAILED' else 'SENT' end, 1,
            now() - (${mails} - n) * interval '5 minutes', now() - (${mails} - n) * interval '5 minutes'
     from generate_series(1, ${mails}) as n`,
    // Sign-ins mostly; one row in fifty another action.
    `insert into audit_log (firm_id, actor_user_id, action, target_type, target_id, ip, created_at)
     select ${firm}, (select id from users where username = 'harbour.ken'),
            case when n % 50 = 0 then 'user.role_changed' when n % 7 = 0 then 'case.task_completed' else 'auth.login' end,
            'user', (select id::text from users where username = 'harbour.ken'), '10.0.0.' || n % 250,
            now() - (${audits} - n) * interval '2 minutes'
     from generate_series(1, ${audits}) as n`,
    'vacuum analyze entities',
    'vacuum analyze compliance_records',
    'vacuum analyze mail_messages',
    'vacuum analyze audit_log',
  ];
}

function startServer(env) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${env.PORT}`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited:\n${output}`));
      if (
        await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return resolve({ child, url });
      if (Date.now() > deadline) return reject(new Error(`server not ready:\n${output}`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

function measure(title, url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} answers were not 2xx`));
        resolve({
          title,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });
}

const cursor = (sort, key, id) => Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

/** The lists, as the screens ask for them, 50 to a page. */
async function targets(query, url) {
  const deepTask = (
    await query(`select updated_at::text as key, id from tasks where firm_id = (select firm_id from users where username = 'harbour.ken')
                 order by updated_at desc, id desc offset (select count(*) / 2 from tasks) limit 1`)
  )[0];
  const deepCase = (
    await query(`select lower(coalesce(company_eng_name, company_chi_name, '')) as key, id from cases
                 where firm_id = (select firm_id from users where username = 'harbour.ken')
                 order by 1 asc, id asc offset (select count(*) / 2 from cases) limit 1`)
  )[0];
  const ken = (await query(`select id from users where username = 'harbour.ken'`))[0]?.id;
  const halfway = async (table, key, where) =>
    (
      await query(`select ${key} as key, id::text as id from ${table} where firm_id = (select firm_id from users where username = 'harbour.ken') ${where}
                   order by 1 desc, ${table}.id desc offset (select count(*) / 2 from ${table}) limit 1`)
    )[0];
  const deepEntity = await halfway(
    'entities',
    `coalesce(next_due_date, '-infinity'::date)::text`,
    `and status = 'ACTIVE'`,
  );
  const deepRecord = await halfway('compliance_records', 'created_at::text', '');
  const deepMail = await halfway('mail_messages', 'created_at::text', '');
  const deepAudit = await halfway('audit_log', 'created_at::text', '');
  const list = (path) => `${url}${path}${path.includes('?') ? '&' : '?'}pageSize=50`;
  return [
    ['tasks: mine, open', list('/api/tasks?tabKey=mine&status=OPEN')],
    ['tasks: team, open', list('/api/tasks?tabKey=team&status=OPEN')],
    ['tasks: queued', list('/api/tasks?tabKey=queued&status=OPEN')],
    ['tasks: team, open, annual renewals', list('/api/tasks?tabKey=team&status=OPEN&caseType=EM')],
    ['tasks: firm, completed, by completion', list('/api/tasks?status=COMPLETED&sort=completedDate')],
    ['tasks: mine, completed', list('/api/tasks?tabKey=mine&status=COMPLETED&sort=completedDate')],
    [
      'tasks: every task, halfway by cursor',
      list(`/api/tasks?after=${cursor('updatedDate', deepTask?.key, deepTask?.id)}`),
    ],
    ['tasks: search a company "Stanley Bakery 1999"', list('/api/tasks?search=Stanley%20Bakery%201999')],
    ['tasks: search a case reference', list('/api/tasks?search=BENCH-0123456')],
    ['cases: first page', list('/api/cases')],
    ['cases: by name', list('/api/cases?sort=companyName&order=asc')],
    [
      'cases: by name, halfway by cursor',
      list(
        `/api/cases?sort=companyName&order=asc&after=${cursor('companyName', deepCase?.key, deepCase?.id)}`,
      ),
    ],
    ['cases: open', list('/api/cases?status=OPEN')],
    ['cases: Ken’s at review', list(`/api/cases?step=AR_A_CS&staffInChargeUserIDs=${ken}`)],
    ['cases: search "Stanley"', list('/api/cases?search=Stanley')],
    ['cases: search a BRN', list('/api/cases?search=30012345')],
    ['companies: first page', list('/api/entities')],
    ['companies: by next due date', list('/api/entities?sort=nextDueDate&order=asc')],
    [
      'companies: latest due date first, halfway by cursor',
      list(
        `/api/entities?sort=nextDueDate&order=desc&after=${cursor('nextDueDate', deepEntity?.key, deepEntity?.id)}`,
      ),
    ],
    ['companies: overdue', list('/api/entities?due=OVERDUE&sort=nextDueDate')],
    ['companies: archive', list('/api/entities?status=ARCHIVED&sort=archivedDate&order=desc')],
    ['companies: search "Stanley Bakery"', list('/api/entities?search=Stanley%20Bakery')],
    ['companies: search a BRN', list('/api/entities?search=60012345')],
    ['compliance: first page', list('/api/compliance')],
    [
      'compliance: halfway by cursor',
      list(`/api/compliance?after=${cursor('createdDate', deepRecord?.key, deepRecord?.id)}`),
    ],
    ['compliance: risk assessments', list('/api/compliance?type=RISK_ASSESSMENT')],
    ['compliance: a month', list('/api/compliance?from=2020-03-01&to=2020-03-31')],
    ['compliance: search a person', list('/api/compliance?q=Siu%20Ming%20123456')],
    ['compliance: search a company', list('/api/compliance?company=Stanley%20Bakery%201999')],
    ['mail outbox: first page', list('/api/mail/outbox'), 'admin'],
    [
      'mail outbox: halfway by cursor',
      list(`/api/mail/outbox?after=${cursor('createdDate', deepMail?.key, deepMail?.id)}`),
      'admin',
    ],
    ['mail outbox: failed', list('/api/mail/outbox?status=FAILED'), 'admin'],
    ['audit log: first page', list('/api/audit-log'), 'admin'],
    [
      'audit log: halfway by cursor',
      list(`/api/audit-log?after=${cursor('createdDate', deepAudit?.key, deepAudit?.id)}`),
      'admin',
    ],
    ['audit log: role changes', list('/api/audit-log?action=user.role_changed'), 'admin'],
    [
      'audit log: a day',
      list(
        `/api/audit-log?from=${new Date(Date.now() - 86_400_000 * 30).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 86_400_000 * 30).toISOString().slice(0, 10)}`,
      ),
      'admin',
    ],
  ];
}

async function signIn(url, username = 'harbour.ken') {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  if (!login.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.accessToken;
}

function demo(env) {
  const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
}

/**
 * Waits until the server's start-up work is done: the deadline engine's first sweep dates every seeded
 * company (20,000 updates), and measuring beside it would measure the sweep.
 */
async function settled(client) {
  let last = -1;
  for (;;) {
    const { rows } = await client.query(
      `select coalesce(sum(n_tup_upd + n_tup_ins + n_tup_del), 0)::bigint as n from pg_stat_user_tables`,
    );
    const n = Number(rows[0].n);
    if (n === last) return;
    last = n;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function benchPostgres(adminUrl, tasks) {
  // BENCH_LISTS_REUSE=<database> measures a database kept by BENCH_LISTS_KEEP again, unseeded.
  const reuse = process.env.BENCH_LISTS_REUSE;
  const name = reuse ?? `portal_bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const env = { DATABASE_URL: dbUrl.toString(), PORT: '3911' };
  let server;
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    if (!reuse) demo(env);
    await client.connect();
    const started = Date.now();
    const statements = reuse
      ? []
      : [
          ...(tasks > 0 ? seedStatements(tasks / 5) : []),
          ...otherSeedStatements(Number(process.env.BENCH_LISTS_PG_SCALE ?? 1)),
        ];
    for (const statement of statements) await client.query(statement);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    server = await startServer(env);
    await settled(client);
    const tokens = { staff: await signIn(server.url), admin: await signIn(server.url, 'harbour.admin') };
    const results = [];
    for (const [title, url, who] of await targets(async (q) => (await client.query(q)).rows, server.url)) {
      if (process.env.BENCH_LISTS_ONLY && !title.includes(process.env.BENCH_LISTS_ONLY)) continue;
      if (tasks === 0 && /^(tasks|cases):/.test(title)) continue;
      results.push(await measure(title, url, tokens[who ?? 'staff']));
    }
    return { label: `PostgreSQL, ${tasks.toLocaleString('en')} tasks (seeded in ${seconds} s)`, results };
  } finally {
    await client.end().catch(() => undefined);
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    // BENCH_LISTS_KEEP=1 leaves the seeded database for EXPLAIN by hand (and BENCH_LISTS_REUSE).
    if (process.env.BENCH_LISTS_KEEP || reuse) console.error(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchPglite(tasks) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lists-'));
  const env = { DATA_DIR: dataDir, PORT: '3912' };
  let server;
  try {
    demo(env);
    // The embedded database has one process: seed it with the server stopped, as the CLI does.
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    const started = Date.now();
    const statements = [
      ...(tasks > 0 ? seedStatements(tasks / 5) : []),
      ...otherSeedStatements(Number(process.env.BENCH_LISTS_PGLITE_SCALE ?? 0.1)),
    ];
    for (const statement of statements) await db.exec(statement);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const query = async (q) => (await db.query(q)).rows;
    // Read what the targets need before the server takes the folder.
    const answers = new Map();
    const recorder = async (q) => {
      const rows = await query(q);
      answers.set(q, rows);
      return rows;
    };
    await targets(recorder, '');
    await db.close();
    server = await startServer(env);
    const tokens = { staff: await signIn(server.url), admin: await signIn(server.url, 'harbour.admin') };
    const results = [];
    for (const [title, url, who] of await targets(async (q) => answers.get(q), server.url)) {
      if (process.env.BENCH_LISTS_ONLY && !title.includes(process.env.BENCH_LISTS_ONLY)) continue;
      if (tasks === 0 && /^(tasks|cases):/.test(title)) continue;
      results.push(await measure(title, url, tokens[who ?? 'staff']));
    }
    return { label: `PGlite, ${tasks.toLocaleString('en')} tasks (seeded in ${seconds} s)`, results };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
if (process.env.BENCH_DATABASE_URL)
  runs.push(
    await benchPostgres(
      process.env.BENCH_DATABASE_URL,
      Number(process.env.BENCH_LISTS_PG_TASKS ?? 1_000_000),
    ),
  );
if (process.env.BENCH_LISTS_PGLITE_TASKS !== '0')
  runs.push(await benchPglite(Number(process.env.BENCH_LISTS_PGLITE_TASKS ?? 100_000)));
console.log(
  `\nLists, ${connections} connections, ${duration} s each, ${os.cpus().length} cores, node ${process.version}`,
);
for (const run of runs) {
  console.log(`\n${run.label}\n| list (50 a page) | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|`);
  for (const r of run.results) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} |`);
}
