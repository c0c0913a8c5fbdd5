// The list URLs measured, named as the figures print them. A deep page is asked for by its cursor, as the
// screens page, so the keys halfway down each list are read from the seeded database first.

const cursor = (sort, key, id) => Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

/**
 * The lists, as the screens ask for them, 50 to a page: [title, url, who] with who 'admin' for the
 * administrator's lists. `query(sql)` answers rows; it finds the keys of a page halfway down each list.
 */
export async function buildScenarios(query, url) {
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

/**
 * Whether a scenario is measured: its title contains `only` (when given), and the task and case lists
 * only when tasks were seeded.
 */
export function isMeasured(title, { only, tasks }) {
  if (only && !title.includes(only)) return false;
  return !(tasks === 0 && /^(tasks|cases):/.test(title));
}
