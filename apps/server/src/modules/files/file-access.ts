import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Who may read a file of a case (issue 24, point 3): one rule, used for a download by id
 * (files.service findReadableFile) and, as the same condition in SQL, for the lists that refer to
 * files (entity-documents). The firm's staff and SMOOOTH read every file of the firm's cases (the
 * evidence of compliance records only them); the uploader reads what they uploaded; a stakeholder's
 * own document (holder_id) is read by that stakeholder only (not the client: need to know); a file
 * about nobody in particular is the client's, and a generated document (visible_holder_ids) is also
 * read by those who sign it. So a stakeholder never reads the client's uploads (identity documents,
 * payment proofs, paper-signature scans).
 */
export interface TCaseFileFacts {
  holderId: string | null;
  visibleHolderIds: readonly string[] | null;
  uploadedBy: string | null;
}

export interface TCaseFileReader {
  userId: string;
  /** The firm's staff of the case, or SMOOOTH. */
  staff: boolean;
  /** The case's client point of contact. */
  client: boolean;
  /** The holder the caller is a member of the case as (a stakeholder), if any. */
  holderId: string | null;
}

export function mayReadCaseFile(file: TCaseFileFacts, reader: TCaseFileReader): boolean {
  if (reader.staff || file.uploadedBy === reader.userId) return true;
  if (file.holderId) return reader.holderId === file.holderId;
  if (reader.client) return true;
  return reader.holderId !== null && (file.visibleHolderIds?.includes(reader.holderId) ?? false);
}

/**
 * The same rule as a condition for a client (GU) on `f` (files) and `c` (its case), for a member of
 * the case.
 */
export function caseFileReadableByMember(userId: string): RawBuilder<SqlBool> {
  const member = (condition: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from case_members cm where cm.case_id = f.case_id and cm.user_id = ${userId} and ${condition})`;
  return sql<SqlBool>`(
    ${member(sql`true`)}
    and (f.uploaded_by = ${userId}
      or (f.holder_id is not null and ${member(sql`cm.holder_id = f.holder_id`)})
      or (f.holder_id is null and (c.client_user_id = ${userId}
        or (f.visible_holder_ids is not null and ${member(sql`cm.holder_id = any(f.visible_holder_ids)`)})))))`;
}
