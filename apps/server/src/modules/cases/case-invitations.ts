import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  CASE_INVITATION_MAX_ATTEMPTS,
  CASE_INVITATION_TTL_SECONDS,
  INVITATION_CODE_ALPHABET,
  LIMITS,
  type TCaseInvitation,
  type TCaseInvitationStatus,
  type TCaseType,
  type TLanguage,
  type TPersonRef,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { CaseInvitationsTable } from '../../db/schema.js';
import { formatMailDate } from '../mail/mail-format.js';
import { queueMail } from '../mail/mail.service.js';
import type { TCaseRow } from './cases.repository.js';

export type TInvitationRow = Selectable<CaseInvitationsTable>;

/** Case type names in mails. */
const CASE_TYPE_NAMES: Record<TCaseType, Record<TLanguage, string>> = {
  MVP: { en: 'incorporation', 'zh-HK': '公司註冊', 'zh-CN': '公司注册' },
  AR: { en: 'annual renewal', 'zh-HK': '周年續期', 'zh-CN': '周年续期' },
  EM: { en: 'entity migration', 'zh-HK': '公司轉入', 'zh-CN': '公司转入' },
  AMENDMENT: { en: 'amendment', 'zh-HK': '資料修改', 'zh-CN': '资料修改' },
};

export function caseTypeName(caseType: TCaseType, language: TLanguage): string {
  return CASE_TYPE_NAMES[caseType][language];
}

/** A fresh code: 8 characters from 32 that cannot be mistaken for each other (no 0/O, 1/I). 40 bits. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < LIMITS.invitationCodeLength; i += 1) {
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  }
  return code;
}

/** How codes are compared: upper case, no spaces (people read them out and type them in lower case). */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function invitationStatusOf(row: TInvitationRow, now = Date.now()): TCaseInvitationStatus {
  if (row.used_at) return 'USED';
  if (row.revoked_at) return 'REVOKED';
  if (!row.sent_at) return 'NOT_SENT';
  if (row.failed_attempts >= CASE_INVITATION_MAX_ATTEMPTS) return 'LOCKED';
  if (row.expires_at && row.expires_at.getTime() <= now) return 'EXPIRED';
  return 'PENDING';
}

export function toCaseInvitation(row: TInvitationRow, people: Map<string, TPersonRef>): TCaseInvitation {
  return {
    invitationID: row.id,
    email: row.email,
    engFirstName: row.eng_first_name,
    engLastName: row.eng_last_name,
    holderID: row.holder_id,
    status: invitationStatusOf(row),
    invitationCode: row.code,
    sentDate: row.sent_at ? row.sent_at.toISOString() : null,
    expiresDate: row.expires_at ? row.expires_at.toISOString() : null,
    usedDate: row.used_at ? row.used_at.toISOString() : null,
    usedBy: (row.used_by && people.get(row.used_by)) || null,
    attemptsLeft: Math.max(0, CASE_INVITATION_MAX_ATTEMPTS - row.failed_attempts),
  };
}

export interface TNewInvitation {
  email: string;
  engFirstName: string;
  engLastName: string;
  holderId: string | null;
  language: TLanguage;
  invitedBy: string | null;
}

/**
 * Makes an invitation code for the case; mails it now (`send`) or when the workflow says so (entity
 * migration mails it once the entity form is done). A clash with a live code is retried.
 */
export async function createCaseInvitation(
  trx: TDb,
  row: TCaseRow,
  invitee: TNewInvitation,
  options: { send: boolean; publicUrl: string },
): Promise<TInvitationRow> {
  for (let attempt = 0; ; attempt += 1) {
    const code = newInvitationCode();
    const clash = await trx
      .selectFrom('case_invitations')
      .select('id')
      .where('code', '=', code)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (clash) {
      if (attempt > 10) throw new Error('could not find a free invitation code');
      continue;
    }
    const inserted = await trx
      .insertInto('case_invitations')
      .values({
        case_id: row.id,
        firm_id: row.firm_id,
        email: invitee.email,
        eng_first_name: invitee.engFirstName,
        eng_last_name: invitee.engLastName,
        holder_id: invitee.holderId,
        language: invitee.language,
        code,
        invited_by: invitee.invitedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return options.send ? sendCaseInvitation(trx, row, inserted, options.publicUrl) : inserted;
  }
}

/** Mails the code (again): it is good for 14 days from now. */
export async function sendCaseInvitation(
  trx: TDb,
  row: TCaseRow,
  invitation: TInvitationRow,
  publicUrl: string,
): Promise<TInvitationRow> {
  const expires = new Date(Date.now() + CASE_INVITATION_TTL_SECONDS * 1000);
  const updated = await trx
    .updateTable('case_invitations')
    .set({ sent_at: new Date(), expires_at: expires })
    .where('id', '=', invitation.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const language = invitation.language;
  await queueMail(trx, {
    firmId: row.firm_id,
    to: invitation.email,
    language,
    template: 'caseInvitationCode',
    values: {
      name: `${invitation.eng_first_name} ${invitation.eng_last_name}`.trim(),
      firmName: row.firm_name,
      caseTypeName: caseTypeName(row.case_type, language),
      companyName: row.company_eng_name ?? row.company_chi_name ?? row.case_ref,
      invitationCode: invitation.code,
      expiresAt: formatMailDate(expires, language),
      url: `${publicUrl.replace(/\/$/, '')}/my-tasks`,
    },
  });
  return updated;
}
