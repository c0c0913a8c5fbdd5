// Send → receive timing of messages through the API or the bare relay, with its percentiles and CPU.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { RATE, SECONDS, PORTS, TEXTS, progress } from './settings.mjs';
import { startProcess, stop } from './processes.mjs';
import { call, connect } from './crowd.mjs';

export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * With SOCKETS sockets open on `bases`, sends RATE messages a second for SECONDS through `send` (a
 * random conversation, either member writing), after an unmeasured warm-up, and waits until every
 * recipient socket heard each one.
 */
export async function measure(crowd, bases, send, label, { useIds = false, processes = [] } = {}) {
  const sent = new Map();
  const connection = await connect(crowd.people, bases, sent, useIds);
  let cpuBefore;
  const posts = [];
  const failures = [];
  let n = 0;
  let expected = 0;
  const sendOne = async (measured) => {
    const topic = crowd.topics[Math.floor(Math.random() * crowd.topics.length)];
    const from = Math.random() < 0.5 ? 0 : 1;
    const [sender, recipient] = [topic.members[from], topic.members[1 - from]];
    const clientMessageID = crypto.randomUUID();
    if (measured) expected += connection.perPerson.get(recipient.id) ?? 0;
    const at = performance.now();
    sent.set(clientMessageID, { at, topic, sender, measured });
    await send(topic, sender, { text: TEXTS[(n += 1) % TEXTS.length], clientMessageID });
    if (measured) posts.push(performance.now() - at);
  };
  const run = async (count, measured) => {
    const pending = [];
    const start = performance.now();
    for (let i = 0; i < count; i += 1) {
      const wait = start + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(sendOne(measured).catch((error) => failures.push(error)));
    }
    await Promise.all(pending);
    if (failures.length > 0) throw failures[0];
  };
  try {
    progress(`${label}: sending`);
    await run(Math.max(20, RATE * 2), false);
    cpuBefore = cpuMs(processes);
    await run(RATE * SECONDS, true);
    const deadline = Date.now() + 10_000;
    while (connection.result().latencies.length < expected && Date.now() < deadline) await sleep(20);
  } finally {
    await connection.close();
  }
  const result = { ...connection.result(), cpuPerMessage: (cpuMs(processes) - cpuBefore) / (RATE * SECONDS) };
  progress(
    `${label}: send → receive ${figures(result.latencies)}; the send's own answer ${figures(posts)}; ` +
      `server CPU ${result.cpuPerMessage.toFixed(1)} ms a message`,
  );
  if (result.strangers > 0) throw new Error(`${label}: ${result.strangers} frames reached someone else`);
  if (result.latencies.length < expected)
    throw new Error(`${label}: ${expected - result.latencies.length} of ${expected} deliveries missing`);
  return result;
}

/** CPU time the processes have used so far, user and system (Linux /proc; 0 elsewhere). */
export function cpuMs(processes) {
  let ticks = 0;
  for (const child of processes) {
    try {
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // The fields after the command's name (which may hold spaces and parentheses).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

export const figures = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

export const apiSend = (base) => (topic, sender, body) =>
  call(base, 'POST', `/messageCenter/msg/topic/${topic.topicName}/messages`, sender.token, body);

/** The relay: the same sockets and sends, nothing in between. */
export async function measureRelay(crowd) {
  const base = `http://127.0.0.1:${PORTS.relay}`;
  const relay = await startProcess(['scripts/bench-live-relay.mjs', String(PORTS.relay)], {}, `${base}/`);
  let seq = 0;
  const send = (topic, sender, body) =>
    call(base, 'POST', '/send', undefined, {
      members: topic.members.map((m) => m.id),
      message: {
        messageID: crypto.randomUUID(),
        topicName: topic.topicName,
        seq: (seq += 1),
        senderID: sender.id,
        text: body.text,
        attachments: [],
        createdDate: new Date().toISOString(),
        clientMessageID: body.clientMessageID,
      },
    });
  try {
    return await measure(crowd, [base], send, 'bare ws relay', { useIds: true, processes: [relay] });
  } finally {
    await stop(relay);
  }
}
