// Messaging at scale (issue 7): a firm with 100,000 messages (40 staff, 2,000 clients, 4,000
// conversations; the busiest officer in 600 of them), then the calls the web app makes all day timed
// on PGlite (and on PostgreSQL with BENCH_DATABASE_URL): the conversation list with unread counts
// (polled every 30 s by every signed-in person), a thread's latest page, sending, and marking read.
// The unread counts are checked against a count of the rows. Runs under tsx (scripts/bench.mjs does
// so): `node --import tsx scripts/bench-messages.mjs`.
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  listTopics,
  messageHistory,
  readUpTo,
} from '../apps/server/src/modules/messages/messages.service.ts';
import { sendMessage } from '../apps/server/src/modules/messages/message-sending.ts';

const runs = Number(process.env.BENCH_MESSAGES_RUNS ?? 30);
const STAFF = 40;
const CLIENTS = 2000;
const TOPICS = 4000;
const MESSAGES = 100_000;

async function seed(db) {
  const started = Date.now();
  const [firm] = (
    await sql`insert into firms (name) values ('Bench Secretaries Limited') returning id`.execute(db)
  ).rows;
  const user = (kind, i) => sql`(
    ${`bench.${kind}.${i}`}, ${`bench.${kind}.${i}@bench.example`}, 'not-a-hash',
    ${kind === 'staff' ? (i === 0 ? 'SYSTEM_ADMIN' : 'COM_SEC') : 'GU'},
    ${kind === 'staff' ? firm.id : null}, ${`${kind} ${i}`}, 'Bench')`;
  const insertUsers = async (kind, count) => {
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => user(kind, from + i));
      await sql`insert into users (username, email, password_hash, user_type, firm_id, eng_first_name, eng_last_name)
                values ${sql.join(rows)}`.execute(db);
    }
  };
  await insertUsers('staff', STAFF);
  await insertUsers('client', CLIENTS);
  const staff = (
    await sql`select id from users where username like 'bench.staff.%' order by username`.execute(db)
  ).rows;
  const clients = (
    await sql`select id from users where username like 'bench.client.%' order by username`.execute(db)
  ).rows;
  await sql`insert into client_firm_links (user_id, firm_id)
            select id, ${firm.id} from users where username like 'bench.client.%'`.execute(db);

  // Conversations: the busiest officer (staff 1) with 600 clients, the rest spread over the staff.
  const pairs = [];
  for (let i = 0; i < TOPICS; i += 1) {
    const officer = i < 600 ? staff[1] : staff[2 + (i % (STAFF - 2))];
    const client = clients[i % CLIENTS];
    pairs.push([officer.id, client.id]);
  }
  const seen = new Set();
  const unique = pairs.filter(([a, b]) => {
    const key = `${a}_${b}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  for (let from = 0; from < unique.length; from += 500) {
    const rows = unique.slice(from, from + 500).map(([a, b]) => {
      const [x, y] = [a, b].sort();
      return sql`(${`${x}_${y}`}, ${x}::uuid, ${y}::uuid)`;
    });
    await sql`insert into message_topics (topic_name, user_a, user_b) values ${sql.join(rows)}`.execute(db);
  }
  const perTopic = Math.floor(MESSAGES / unique.length);
  // Messages alternate between the two; each person has read part of the conversation.
  await sql`insert into messages (topic_id, seq, sender_id, body, created_at)
            select t.id, g, case when g % 2 = 0 then t.user_a else t.user_b end,
                   'Message ' || g || ' about the annual return and the documents to sign.',
                   now() - make_interval(mins => (${perTopic} - g) * 7 + (abs(hashtext(t.topic_name)) % 10000))
            from message_topics t, generate_series(1, ${perTopic}) g`.execute(db);
  await sql`update message_topics t set last_seq = ${perTopic},
              last_message_at = (select max(created_at) from messages m where m.topic_id = t.id)`.execute(db);
  // As the service keeps it: sending moves the sender's read mark to their own message.
  const lastOwn = (user) =>
    sql`(select max(seq) from messages m where m.topic_id = t.id and m.sender_id = ${sql.ref(user)})`;
  await sql`insert into message_reads (topic_id, user_id, read_seq)
            select id, user_a, greatest(${perTopic} - (abs(hashtext(topic_name)) % 5), ${lastOwn('t.user_a')})
            from message_topics t
            union all
            select id, user_b, greatest(${perTopic} - (abs(hashtext(topic_name || 'b')) % 4), ${lastOwn('t.user_b')})
            from message_topics t`.execute(db);
  await sql`analyze`.execute(db);
  const count = (await sql`select count(*)::int as n from messages`.execute(db)).rows[0].n;
  return {
    firm,
    staff,
    clients,
    topics: unique.length,
    messages: count,
    seconds: (Date.now() - started) / 1000,
  };
}

async function time(fn) {
  await fn(); // warm
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

async function bench(label, database) {
  const { db } = database;
  const seeded = await seed(db);
  const busiest = { userId: seeded.staff[1].id, userType: 'COM_SEC', firmId: seeded.firm.id, language: 'en' };
  const client = { userId: seeded.clients[7].id, userType: 'GU', firmId: null, language: 'en' };

  // The list's unread counts are the rows' (messages of the other after the read mark).
  const listed = await listTopics(db, busiest);
  const counted = (
    await sql`select count(*)::int as n from messages m
              join message_topics t on t.id = m.topic_id
              left join message_reads r on r.topic_id = t.id and r.user_id = ${busiest.userId}
              where (t.user_a = ${busiest.userId} or t.user_b = ${busiest.userId})
                and m.sender_id <> ${busiest.userId} and m.seq > coalesce(r.read_seq, 0)`.execute(db)
  ).rows[0].n;
  if (listed.totalUnread !== counted) throw new Error(`unread ${listed.totalUnread} != rows ${counted}`);

  const topicName = listed.topics[0].topicName;
  const busiestTopics = (
    await sql`select count(*)::int as n from message_topics where user_a = ${busiest.userId} or user_b = ${busiest.userId}`.execute(
      db,
    )
  ).rows[0].n;
  const results = [
    ['conversation list + unread, busiest officer', await time(() => listTopics(db, busiest))],
    ['conversation list + unread, a client', await time(() => listTopics(db, client))],
    ['thread latest page (50)', await time(() => messageHistory(db, busiest, topicName, { limit: 50 }))],
    [
      'send a message',
      await time(() => sendMessage(db, busiest, topicName, { text: 'Please sign the minutes.' })),
    ],
    ['mark read', await time(() => readUpTo(db, busiest, topicName, 1_000_000))],
  ];
  console.log(
    `messages (${label}): ${seeded.messages.toLocaleString('en')} messages in ${seeded.topics} conversations of one firm ` +
      `(seeded in ${seeded.seconds.toFixed(1)} s); busiest officer in ${busiestTopics} conversations ` +
      `(the list shows the latest ${listed.topics.length}), ${listed.totalUnread} unread in all (matches the rows)`,
  );
  for (const [name, t] of results)
    console.log(`  ${name}: median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${runs} runs)`);
}

const pglite = await openPglite({});
await migrate(pglite);
try {
  await bench('PGlite', pglite);
} finally {
  await pglite.close();
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `portal_bench_msg_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const postgres = openPostgres(dbUrl.toString(), 4);
  try {
    await migrate(postgres);
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.log(`  (${os.cpus().length} cores, node ${process.version})`);
