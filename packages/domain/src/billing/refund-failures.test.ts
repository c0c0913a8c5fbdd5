import { describe, expect, it } from 'vitest';
import { refundFailureText } from './refund-failures.js';

describe('refundFailureText', () => {
  it('says Stripe’s reason in the reader’s language, and an unknown one plainly', () => {
    expect(refundFailureText('expired_or_canceled_card', 'en')).toBe(
      'the card has expired or been cancelled',
    );
    expect(refundFailureText('lost_or_stolen_card', 'zh-HK')).toBe('信用卡已報失或被盜');
    expect(refundFailureText('a_reason_stripe_adds_later', 'zh-CN')).toBe('原因 Stripe 未有说明');
    expect(refundFailureText(null, 'en')).toBe('for a reason Stripe did not give');
  });
});
