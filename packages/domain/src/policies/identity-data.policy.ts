import type { TUserType } from '../roles.js';

/**
 * Need-to-know for identity data (issue 24 point 5, DESIGN §6, ADR 0027). Whole identity numbers,
 * identity-document dates and residential addresses go to those who need them: the staff of the firm
 * that owns the case, company or record (every COM_SEC and SYSTEM_ADMIN of that firm: any of them may
 * take a case's tasks or review it), and the person the data is about. Everyone else — another
 * stakeholder, the client point of contact for anyone but themselves, SMOOOTH — sees what the
 * Companies Registry shows since 2022: the identity number's first characters (entities/
 * protected-data.ts; the same four for a passport or any other document) and nothing of the rest.
 * Another firm's staff never reach the data at all (the queries do not find it).
 */

/** The protected fields, by the names of a holder's (spec §3). Holders carry no date of birth. */
export const IDENTITY_FIELDS = ['idNum', 'idIssueDate', 'idExpiryDate', 'resAddress'] as const;
export type TIdentityField = (typeof IDENTITY_FIELDS)[number];

/** FULL: as stored; PARTIAL: the Registry's partial form (identity numbers only); HIDDEN: left out. */
export const FIELD_VIEWS = ['FULL', 'PARTIAL', 'HIDDEN'] as const;
export type TFieldView = (typeof FIELD_VIEWS)[number];
export type TIdentityViews = Readonly<Record<TIdentityField, TFieldView>>;

/** Why a viewer may see the data whole; null when they may not. */
export type TIdentityNeed = 'WORKS_THE_CASE' | 'THE_PERSON' | null;

export interface TIdentityViewer {
  userType: TUserType;
  /** The firm of COM_SEC and SYSTEM_ADMIN; null for clients and SMOOOTH. */
  firmID: string | null;
  /** Holder entries of this case or company that are the viewer (their account is linked to them). */
  ownHolderIDs: ReadonlySet<string>;
}

export interface TIdentitySubject {
  /** The firm that owns the case, company or record the data sits in. */
  firmID: string;
  /** The holder the data is about: its entry and the entry it refers to (empty: no holder). */
  holderIDs: readonly string[];
}

/** Those who need it see it whole. */
const WHOLE = {
  idNum: 'FULL',
  idIssueDate: 'FULL',
  idExpiryDate: 'FULL',
  resAddress: 'FULL',
} as const satisfies TIdentityViews;

/** Everyone else sees what the Registry's inspection shows: a partial number, no address, no dates. */
const REGISTRY = {
  idNum: 'PARTIAL',
  idIssueDate: 'HIDDEN',
  idExpiryDate: 'HIDDEN',
  resAddress: 'HIDDEN',
} as const satisfies TIdentityViews;

/** Why the viewer needs the subject's identity data whole, or null. */
export function identityNeed(viewer: TIdentityViewer, subject: TIdentitySubject): TIdentityNeed {
  switch (viewer.userType) {
    case 'COM_SEC':
    case 'SYSTEM_ADMIN':
      return viewer.firmID !== null && viewer.firmID === subject.firmID ? 'WORKS_THE_CASE' : null;
    case 'GU':
      return subject.holderIDs.some((id) => viewer.ownHolderIDs.has(id)) ? 'THE_PERSON' : null;
    case 'SMOOOTH':
      return null;
  }
}

/** Field by field, what a viewer with this need sees. */
export function identityViewsFor(need: TIdentityNeed): TIdentityViews {
  return need === null ? REGISTRY : WHOLE;
}

/** Field by field, what the viewer sees of the subject's identity data. */
export function identityViews(viewer: TIdentityViewer, subject: TIdentitySubject): TIdentityViews {
  return identityViewsFor(identityNeed(viewer, subject));
}
