// The crowd: people signed in through the API, their conversations, and their websockets.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { SOCKETS, DEMO_PASSWORD, EXTRA_STAFF, EXTRA_CLIENTS, progress } from './settings.mjs';

export async function call(base, method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Runs `fn` over `items`, `width` at a time. */
export async function inBatches(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * Signs in everyone of the two firms (the platform operator does not chat with clients) and opens
 * their conversations through the API: each client with an officer of their firm (every fourth with
 * a second one), each new officer with a colleague, and the demo's own conversations.
 */
export async function signInAndOpen(base) {
  const staffOf = (key) => [
    ...(key === 'harbour' ? ['harbour.ken', 'harbour.mandy'] : ['kowloon.iris', 'kowloon.sam']),
    ...Array.from({ length: EXTRA_STAFF }, (_, i) => `bench.${key}.staff.${i + 1}`),
  ];
  const pairs = [
    ['harbour.ken', 'client.alice'],
    ['harbour.ken', 'harbour.mandy'],
    ['harbour.mandy', 'client.brian'],
    ['kowloon.iris', 'client.carmen'],
    ['kowloon.sam', 'client.daniel'],
    ['harbour.ken', 'client.daniel'],
    ['harbour.admin', 'harbour.ken'],
    ['kowloon.admin', 'kowloon.iris'],
  ];
  for (const key of ['harbour', 'kowloon']) {
    const staff = staffOf(key);
    for (let i = 1; i <= EXTRA_CLIENTS; i += 1) {
      pairs.push([staff[i % staff.length], `bench.${key}.client.${i}`]);
      if (i % 4 === 0) pairs.push([staff[(i + 7) % staff.length], `bench.${key}.client.${i}`]);
    }
    for (let i = 1; i <= EXTRA_STAFF; i += 1) pairs.push([`bench.${key}.staff.${i}`, staff[0]]);
  }
  const usernames = [...new Set(pairs.flat())];
  progress(`signing in ${usernames.length} people`);
  const people = await inBatches(usernames, 4, async (username) => {
    const login = await call(base, 'POST', '/api/auth/login', undefined, {
      username,
      password: DEMO_PASSWORD,
    });
    return { username, id: login.user.userID, token: login.accessToken, refreshToken: login.refreshToken };
  });
  const by = new Map(people.map((p) => [p.username, p]));
  progress(`opening ${pairs.length} conversations`);
  const topics = await inBatches(pairs, 8, async ([a, b]) => {
    const [pa, pb] = [by.get(a), by.get(b)];
    const body = { id1: pa.id, id2: pb.id };
    const { topicName } = await call(base, 'POST', '/messageCenter/msg/topic/create', pa.token, body);
    return { topicName, members: [pa, pb] };
  });
  return { people, topics, signedInAt: Date.now() };
}

/** Access tokens last 15 minutes: after 10, everyone refreshes as the web app would. */
export async function keepSignedIn(base, crowd) {
  if (Date.now() - crowd.signedInAt < 10 * 60_000) return;
  progress('refreshing tokens');
  await inBatches(crowd.people, 8, async (person) => {
    const pair = await call(base, 'POST', '/api/auth/refresh', undefined, {
      refreshToken: person.refreshToken,
    });
    person.token = pair.accessToken;
    person.refreshToken = pair.refreshToken;
  });
  crowd.signedInAt = Date.now();
}

/**
 * Opens SOCKETS sockets, one to three per person, spread over `bases` in turn. A message frame at a
 * recipient's socket counts its time since the send; one at anyone outside the conversation counts
 * as a stranger (and fails the run).
 */
export async function connect(people, bases, sent, useIds = false) {
  const latencies = [];
  const byBase = new Map(bases.map((b) => [b, []]));
  let strangers = 0;
  const plan = Array.from({ length: SOCKETS }, (_, i) => ({
    person: people[i % people.length],
    // A person's tabs alternate between the copies.
    base: bases[(i + Math.floor(i / people.length)) % bases.length],
  }));
  progress(`connecting ${plan.length} sockets to ${bases.join(', ')}`);
  const sockets = await inBatches(plan, 50, async ({ person, base }) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/msg/websocket`);
    await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(JSON.stringify({ type: 'auth', token: useIds ? person.id : person.token })),
      );
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'ready') return resolve();
        if (frame.type !== 'message') return;
        const entry = sent.get(frame.message.clientMessageID);
        if (!entry) return;
        const members = entry.topic.members.map((m) => m.id);
        if (!members.includes(person.id) || frame.message.topicName !== entry.topic.topicName) strangers += 1;
        // The sender's own tabs hear their message too; the figure is the recipient's.
        if (person.id === entry.sender.id || !entry.measured) return;
        const ms = performance.now() - entry.at;
        latencies.push(ms);
        byBase.get(base).push(ms);
      });
    });
    return socket;
  });
  const perPerson = new Map();
  for (const { person } of plan) perPerson.set(person.id, (perPerson.get(person.id) ?? 0) + 1);
  return {
    perPerson,
    result: () => ({ latencies: [...latencies], byBase, strangers }),
    close: () =>
      Promise.all(
        sockets.map(
          (s) =>
            new Promise((resolve) =>
              s.readyState === s.CLOSED ? resolve() : (s.once('close', resolve), s.close()),
            ),
        ),
      ),
  };
}
