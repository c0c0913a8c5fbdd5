import { describe, expect, it } from 'vitest';
import { chatRefusal, topicNameOf, type TChatParty } from './chat-policy.js';

const party = (
  userID: string,
  userType: TChatParty['userType'],
  firmID: string | null = null,
): TChatParty => ({
  userID,
  userType,
  firmID,
  active: true,
});
const ken = party('ken', 'COM_SEC', 'harbour');
const admin = party('admin', 'SYSTEM_ADMIN', 'harbour');
const iris = party('iris', 'COM_SEC', 'kowloon');
const alice = party('alice', 'GU');
const brian = party('brian', 'GU');
const operator = party('op', 'SMOOOTH');

describe('chatRefusal', () => {
  it('lets staff of one firm talk, and staff with the clients linked to their firm', () => {
    expect(chatRefusal(ken, admin, [])).toBeNull();
    expect(chatRefusal(ken, alice, ['harbour'])).toBeNull();
    expect(chatRefusal(alice, ken, ['harbour', 'kowloon'])).toBeNull();
  });

  it('keeps firms apart, clients apart and the operator to firm administrators', () => {
    expect(chatRefusal(ken, iris, [])).toBe('NOT_RELATED');
    expect(chatRefusal(ken, brian, ['kowloon'])).toBe('NOT_RELATED');
    expect(chatRefusal(alice, brian, ['harbour'])).toBe('NOT_RELATED');
    expect(chatRefusal(operator, admin, [])).toBeNull();
    expect(chatRefusal(operator, ken, [])).toBe('NOT_RELATED');
    expect(chatRefusal(operator, alice, ['harbour'])).toBe('NOT_RELATED');
    expect(chatRefusal(ken, ken, [])).toBe('SAME_PERSON');
    expect(chatRefusal(ken, { ...admin, active: false }, [])).toBe('INACTIVE');
  });
});

describe('topicNameOf', () => {
  it('names a pair the same whichever asks', () => {
    expect(topicNameOf('b', 'a')).toBe(topicNameOf('a', 'b'));
  });
});
