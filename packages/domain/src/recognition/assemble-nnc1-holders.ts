import { foldText } from './classify-page.js';
import { editBudget, editDistance } from './fuzzy-match.js';
import { nnc1Section, type TNnc1Section } from './nnc1-template.js';
import {
  addAddress,
  ADDRESS_LINES,
  readsByTarget,
  weakest,
  type FieldSink,
  type TAddressLines,
  type TSourced,
} from './nnc1-sourced.js';
import {
  FAILED_CHECK,
  isFullHkid,
  isOrdinaryClass,
  isPartialHkid,
  isTicked,
  joinHkid,
  passesCheck,
} from './nnc1-values.js';
import { mendHkidByCheck, readCount, readCountry, readDigits, repairHkid, REPAIRED } from './nnc1-repair.js';
import type { TPageRead } from './types.js';

/**
 * The people an NNC1 names (founder members, company secretaries, directors, and the PI-NNC1 sheets
 * that complete them) as stakeholders. The same person may appear as a member, a director and the
 * secretary: they become one holder with several roles, matched by name (English, else Chinese,
 * forgiving an OCR slip), in the order the form first names them.
 */

type TRole = 'isShareHolder' | 'isComSec' | 'isDirector';
interface TEntry {
  value: string | number | boolean;
  source: TSourced;
  cap: number;
}
interface TDraft {
  type: 'I' | 'C';
  typeSource: TSourced;
  roles: Map<TRole, TSourced>;
  /** Values by path within the holder (e.g. `engLastName`, `corrAddress.engStreet`). */
  values: Map<string, TEntry>;
  engKey: string;
  chiKey: string;
  /** From a PI-NNC1 sheet: completes a holder named elsewhere rather than adding one. */
  protectedSheet: boolean;
  /** The form's section order: members (6), secretaries (7), directors (8), then PI-NNC1 sheets. */
  rank: number;
}

const RANK: Partial<Record<TNnc1Section, number>> = {
  member: 0,
  secretaryPerson: 1,
  secretaryCorporate: 1,
  directorPerson: 2,
  directorCorporate: 2,
  protected: 3,
};

const ROLE_OF: Partial<Record<TNnc1Section, TRole>> = {
  member: 'isShareHolder',
  secretaryPerson: 'isComSec',
  secretaryCorporate: 'isComSec',
  directorPerson: 'isDirector',
  directorCorporate: 'isDirector',
};
const CORPORATE_NAME = /公司|有限|集團|limited|ltd|inc\b|corporation|llc/i;

function holderType(section: TNnc1Section, r: Map<string, TSourced>): 'I' | 'C' {
  if (section === 'secretaryCorporate' || section === 'directorCorporate') return 'C';
  if (section !== 'member') return 'I';
  if (r.has('holder.compEngName')) return 'C';
  if (r.has('holder.engLastName') || r.has('holder.engFirstName')) return 'I';
  return CORPORATE_NAME.test(r.get('holder.chiName')?.text ?? '') ? 'C' : 'I';
}

function draftOf(page: TPageRead, soleClass: boolean): TDraft | undefined {
  const section = nnc1Section(page.template);
  if (!ROLE_OF[section] && section !== 'protected') return undefined;
  const r = readsByTarget(page);
  const type = holderType(section, r);
  const names =
    type === 'I'
      ? (['chiName', 'engLastName', 'engFirstName'] as const)
      : (['chiName', 'compEngName'] as const);
  const nameSources = names.map((n) => r.get(`holder.${n}`));
  const typeSource = weakest(...nameSources);
  if (!typeSource) return undefined;
  const values = new Map<string, TEntry>();
  const put = (path: string, value: string | number | boolean, source: TSourced, cap = 1) => {
    if (!values.has(path)) values.set(path, { value, source, cap });
  };
  const text = (k: string) => r.get(`holder.${k}`);
  for (const n of names) {
    const s = text(n);
    if (s) put(type === 'C' && n === 'chiName' ? 'compChiName' : n, s.text, s);
  }
  const addressPath =
    section === 'member' || section === 'protected'
      ? type === 'I'
        ? 'resAddress'
        : 'regAddress'
      : type === 'I'
        ? 'corrAddress'
        : 'regAddress';
  const lines = Object.fromEntries(
    ADDRESS_LINES.map((l) => [l, text(`address.${l}`)]).filter(([, s]) => s),
  ) as TAddressLines;
  const country = text('address.country');
  const anyLine = weakest(...Object.values(lines));
  const code = country ? readCountry(country.text) : undefined;
  const hasCountryField = page.template.fields.some((f) => f.target === 'holder.address.country');
  addAddress(
    put,
    addressPath,
    lines,
    country
      ? { code: code?.value ?? country.text, source: country, cap: code?.cap ?? FAILED_CHECK }
      : anyLine && !hasCountryField
        ? { code: 'HKG', source: anyLine } // a Hong Kong address: the form prints the region
        : undefined,
  );
  const email = text('email');
  if (email) put('email', email.text, email, passesCheck('email', email.text) ? 1 : FAILED_CHECK);
  const regNum = text('regNum');
  if (regNum) {
    const digits = readDigits(regNum.text);
    put(
      'regNum',
      digits.value,
      regNum,
      Math.min(digits.cap, passesCheck('regNum', digits.value) ? 1 : FAILED_CHECK),
    );
  }
  addIdentification(put, section, text);
  addTcsp(put, text);
  if (section === 'member') addShares(put, r, soleClass);
  const roles = new Map<TRole, TSourced>();
  const role = ROLE_OF[section];
  if (role) roles.set(role, typeSource);
  if (section === 'protected') {
    const comSec = text('isComSec');
    const director = text('isDirector');
    if (comSec && isTicked(comSec.text)) roles.set('isComSec', comSec);
    if (director && isTicked(director.text)) roles.set('isDirector', director);
  }
  const fold = (...s: (TSourced | undefined)[]) => foldText(s.map((x) => x?.text ?? '').join(''));
  return {
    type,
    typeSource,
    roles,
    values,
    engKey: type === 'I' ? fold(text('engLastName'), text('engFirstName')) : fold(text('compEngName')),
    chiKey: fold(text('chiName')),
    protectedSheet: section === 'protected',
    rank: RANK[section] ?? 3,
  };
}

type TPutEntry = (path: string, value: string | number | boolean, source: TSourced, cap?: number) => void;

function addIdentification(put: TPutEntry, section: TNnc1Section, text: (k: string) => TSourced | undefined) {
  const id = text('idNum');
  if (id) {
    const bare = id.text.replace(/[\s()]/g, '').toUpperCase();
    const mended = repairHkid(bare, section === 'protected' ? 'body' : 'partial');
    const joined = section === 'protected' ? joinHkid(mended, text('idCheckDigit')?.text ?? '') : mended;
    // A full number whose check digit fails: one look-alike character swapped, if only one passes.
    const checked =
      section === 'protected' && !isFullHkid(joined) ? mendHkidByCheck(joined, isFullHkid) : undefined;
    const value = checked ?? joined;
    const ok = section === 'protected' ? isFullHkid(value) : isPartialHkid(value);
    const cap = Math.min(ok ? 1 : FAILED_CHECK, mended === bare && !checked ? 1 : REPAIRED);
    put('idNum', value, weakest(id, text('idCheckDigit'))!, cap);
    put('idIssuer', 'HKG', id);
    return;
  }
  const passport = text('passportNum');
  if (!passport) return;
  put('idNum', passport.text, passport);
  const country = text('passportCountry');
  const code = country && readCountry(country.text);
  if (country) put('idIssuer', code ? code.value : country.text, country, code ? code.cap : FAILED_CHECK);
}

function addTcsp(put: TPutEntry, text: (k: string) => TSourced | undefined) {
  const licence = text('tcspNum');
  const none = text('noTcspLicence');
  if (licence) {
    put('hasTcspNum', true, licence);
    put('tcspNum', licence.text, licence, passesCheck('tcspNum', licence.text) ? 1 : FAILED_CHECK);
  } else {
    // A flattened tick may leave no text; a reason for having no licence says as much.
    const reason = text('noTcspReason');
    const ticked = none && isTicked(none.text) ? none : undefined;
    const source = ticked ?? reason;
    if (!source) return;
    put('hasTcspNum', false, source);
    if (reason) put('noTcspReason', reason.text, reason);
  }
}

/** A member's ordinary shares: the rows of its table whose class is an ordinary one (any, if the company has one class). */
function addShares(put: TPutEntry, r: Map<string, TSourced>, soleClass: boolean) {
  let count = 0;
  let cap = 1;
  let source: TSourced | undefined;
  for (const row of [0, 1]) {
    const className = r.get(`shares.${row}.className`);
    const total = r.get(`shares.${row}.total`);
    const n = total && readCount(total.text);
    if (!total || !n) continue;
    source = weakest(source, className, total);
    cap = Math.min(cap, n.cap);
    if (soleClass || (className && isOrdinaryClass(className.text))) count += n.value;
  }
  if (source) put('ordinaryShares', count, source, cap);
}

function closeNames(a: string, b: string): boolean {
  return (
    editDistance(a, b, editBudget(Math.max(a.length, b.length))) <= editBudget(Math.max(a.length, b.length))
  );
}

function samePerson(a: TDraft, b: TDraft): boolean {
  if (a.type !== b.type) return false;
  if (a.engKey && b.engKey && closeNames(a.engKey, b.engKey)) return true;
  // An English name misread on one of the pages: the same Chinese name still says who it is.
  return a.chiKey.length >= 2 && a.chiKey === b.chiKey;
}

function merge(into: TDraft, other: TDraft): void {
  for (const [path, entry] of other.values) {
    const existing = into.values.get(path);
    // A PI-NNC1's full identity number completes the partial one of the public pages.
    if (!existing || (other.protectedSheet && path === 'idNum')) into.values.set(path, entry);
  }
  if (!other.protectedSheet)
    for (const [role, s] of other.roles) if (!into.roles.has(role)) into.roles.set(role, s);
  into.engKey ||= other.engKey;
  into.chiKey ||= other.chiKey;
}

/** Adds the stakeholders the pages name to `sink` as `stakeholders.<i>.*` (`soleClass`: the company has one class of shares). */
export function assembleHolders(
  sink: FieldSink,
  pages: readonly TPageRead[],
  company: { soleClass: boolean },
): void {
  const holders: TDraft[] = [];
  const drafts = pages.map((p) => draftOf(p, company.soleClass)).filter((d): d is TDraft => d !== undefined);
  // Holders in the form's section order (members, secretaries, directors; each in page order),
  // wherever a filer put the continuation sheets; PI-NNC1 sheets last, to complete the holders.
  for (const draft of [...drafts].sort((a, b) => a.rank - b.rank)) {
    const match = holders.find((h) => samePerson(h, draft));
    if (match) merge(match, draft);
    else holders.push(draft);
  }
  holders.forEach((h, i) => {
    const at = `stakeholders.${i}`;
    sink.add(`${at}.holderType`, h.type, h.typeSource);
    for (const [role, source] of h.roles) sink.add(`${at}.${role}`, true, source);
    for (const [path, e] of h.values) sink.add(`${at}.${path}`, e.value, e.source, e.cap);
  });
}
