import type { TContactRequest } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { queueMail } from '../mail/mail.service.js';
import { takeRequestSlot, type TRequestLimit } from '../recovery/request-limiter.js';

/** Contact messages per address and per sender address: enough for people, dull for robots. */
export const CONTACT_LIMITS = {
  perAddress: { scope: 'contact.address', max: 5, windowSeconds: 3600 },
  perSender: { scope: 'contact.sender', max: 5, windowSeconds: 3600 },
} as const satisfies Record<string, TRequestLimit>;

/**
 * Mails a contact-form message to the support address, answerable to its writer. A filled spam
 * trap gets the same answer as a real message and no mail, so a robot learns nothing.
 */
export async function sendContactMessage(
  deps: { db: TDb; supportEmail: string },
  input: TContactRequest,
  ip: string,
): Promise<void> {
  for (const [limit, key] of [
    [CONTACT_LIMITS.perAddress, ip],
    [CONTACT_LIMITS.perSender, input.email.toLowerCase()],
  ] as const) {
    const wait = await takeRequestSlot(deps.db, limit, key);
    if (wait > 0)
      throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(wait / 60) }, { retryAfterSeconds: wait });
  }
  if (input.website && input.website.trim() !== '') return;
  await deps.db.transaction().execute((trx) =>
    queueMail(trx, {
      firmId: null,
      to: deps.supportEmail,
      replyTo: input.email,
      language: 'en',
      template: 'contactUs',
      values: { name: input.name, email: input.email, company: input.company || '—', message: input.message },
    }),
  );
}
