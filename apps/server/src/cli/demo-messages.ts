import type { TDb } from '../db/database.js';
import { createTopic } from '../modules/messages/messages.service.js';
import { sendMessage } from '../modules/messages/message-sending.js';

type TLine = [from: string, text: string];

/** Conversations of the demo, written through the messaging service (so seqs and read marks hold). */
const CONVERSATIONS: { between: [string, string]; lines: TLine[] }[] = [
  {
    between: ['client.alice', 'harbour.ken'],
    lines: [
      ['client.alice', 'Hi Ken, I have uploaded the bank reference letter for Peak Tram Bakery.'],
      [
        'harbour.ken',
        'Thank you, Alice. I will check it today.\nThe documents for signing will follow this week.',
      ],
      ['client.alice', '好的，謝謝！Please let me know if the directors need to sign in person.'],
    ],
  },
  {
    between: ['harbour.mandy', 'harbour.ken'],
    lines: [
      ['harbour.mandy', 'Ken, could you cover the annual return filings on Friday? I am at the Registry.'],
    ],
  },
];

/** Adds the demo conversations once; a conversation that already exists is left as it is. */
export async function loadDemoMessages(db: TDb): Promise<void> {
  const usernames = [...new Set(CONVERSATIONS.flatMap((c) => c.between))];
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'user_type', 'firm_id', 'language'])
    .where('username', 'in', usernames)
    .execute();
  const byName = new Map(
    users.map((u) => [
      u.username,
      { userId: u.id, userType: u.user_type, firmId: u.firm_id, language: u.language },
    ]),
  );
  for (const conversation of CONVERSATIONS) {
    const [a, b] = conversation.between.map((name) => byName.get(name));
    if (!a || !b) continue;
    const { topicName, created } = await createTopic(db, a, a.userId, b.userId);
    if (!created) continue;
    for (const [from, text] of conversation.lines) {
      const sender = byName.get(from);
      if (sender) await sendMessage(db, sender, topicName, { text });
    }
  }
}
