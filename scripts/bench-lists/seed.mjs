// The SQL that seeds the demo firm Harbour at a real firm's size, in seconds: cases and their tasks, and
// the other long lists (companies, compliance records, mails, audit rows). The same statements run on
// PostgreSQL and PGlite; each table ends with `vacuum analyze` so the planner sees the new sizes.

/** One statement per table: cases of the demo firm, five tasks each, ten years of history. */
function buildCaseAndTaskStatements(caseCount) {
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
function buildOtherListStatements(scale) {
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

/**
 * Every statement for one database: `tasks` tasks (five a case; none when 0, for when only the other
 * lists are measured) and the other lists at `scale` times a big firm's.
 */
export function buildSeedStatements({ tasks, scale }) {
  return [...(tasks > 0 ? buildCaseAndTaskStatements(tasks / 5) : []), ...buildOtherListStatements(scale)];
}
