import type { TDb } from '../../db/database.js';

/** Security-relevant actions that leave an audit row. */
export type TAuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_blocked'
  | 'auth.logout'
  | 'auth.refresh_reuse'
  | 'auth.username_reminder_sent'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.password_changed'
  | 'auth.password_change_failed'
  | 'two_factor.enrolled'
  | 'two_factor.verified'
  | 'two_factor.failed'
  | 'two_factor.recovery_code_used'
  | 'two_factor.recovery_codes_regenerated'
  | 'two_factor.disabled'
  | 'two_factor.reset'
  | 'firm.two_factor_requirement_changed'
  | 'user.created'
  | 'user.set_up'
  | 'user.profile_updated'
  | 'auth.sessions_revoked'
  | 'firm.created'
  | 'firm.plan_changed'
  | 'firm.suspended'
  | 'firm.restored'
  | 'firm.stripe_connected'
  | 'auth.login_refused'
  | 'auth.register_refused'
  | 'invitation.created'
  | 'invitation.resent'
  | 'invitation.revoked'
  | 'user.registered'
  | 'user.verification_sent'
  | 'user.email_verified'
  | 'user.role_changed'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'case.opened'
  | 'case.requested'
  | 'case.task_completed'
  | 'case.task_claimed'
  | 'case.cancelled'
  | 'case.linked'
  | 'case.link_failed'
  | 'case.staff_in_charge'
  | 'case.invitation_sent'
  | 'case.invitation_revoked'
  | 'case.information_saved'
  | 'case.cross_check_marked'
  | 'case.filing_recorded'
  | 'case.completion_saved'
  | 'renewal.section_answered'
  | 'renewal.change_noted'
  | 'renewal.change_withdrawn'
  | 'renewal.changes_carried'
  | 'renewal.address_proof_saved'
  | 'renewal.acknowledgement_saved'
  | 'compliance.carried_forward'
  | 'entity.archived'
  | 'entity.restored'
  | 'billing.invoice_issued'
  | 'billing.invoice_voided'
  | 'billing.payment_submitted'
  | 'billing.payment_confirmed'
  | 'billing.payment_rejected'
  | 'billing.refunded'
  | 'billing.refund_failed'
  | 'billing.settings_changed'
  | 'firm.renewal_settings_changed'
  | 'calendar.feed_created'
  | 'calendar.feed_deleted'
  | 'legal.text_accepted'
  | 'name_search.run'
  | 'name_search.decided'
  | 'screening.list_imported';

export interface TAuditEntry {
  action: TAuditAction;
  firmId?: string | null;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction when the action is part of one. */
export async function writeAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      firm_id: entry.firmId ?? null,
      actor_user_id: entry.actorUserId ?? null,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      ip: entry.ip ?? null,
      request_id: entry.requestId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
