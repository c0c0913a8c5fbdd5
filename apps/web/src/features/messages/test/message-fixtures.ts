import type { TChatMessage, TMessageTopic } from '@portal/domain';

export const ME = '11111111-1111-4111-8111-111111111111';
export const PEER = '22222222-2222-4222-8222-222222222222';
export const TOPIC = `${ME}_${PEER}`;

/** A stored message of TOPIC; seq decides the id and the time unless given. */
export function chatMessage(seq: number, overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    messageID: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    topicName: TOPIC,
    seq,
    senderID: PEER,
    text: `message ${seq}`,
    attachments: [],
    createdDate: new Date(Date.UTC(2026, 10, 22, 1, seq % 60)).toISOString(),
    clientMessageID: null,
    ...overrides,
  };
}

/** TOPIC as the conversations list shows it. */
export function chatTopic(overrides: Partial<TMessageTopic> = {}): TMessageTopic {
  return {
    topicName: TOPIC,
    peer: {
      userID: PEER,
      engFirstName: 'Alice',
      engLastName: 'Leung',
      userType: 'GU',
      firmName: null,
    },
    unreadMsgs: 0,
    lastMessage: null,
    ...overrides,
  };
}

/** The address a fetch double was called with. */
export function urlOf(input: string | URL | Request): URL {
  return new URL(input instanceof Request ? input.url : input.toString(), 'http://portal.test');
}
