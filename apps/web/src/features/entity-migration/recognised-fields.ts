import { LOW_CONFIDENCE, ZCaseInformation, type TRecognisedField } from '@portal/domain';
import { newHolder, withValueAt, type TDraft } from '../case-form/draft-model';
import type { TFieldMark } from '../case-form/field-marks';
import { readStorage, writeStorage } from '../../utils/safe-storage';

/**
 * Recognised values (an NNC1 or NAR1 read by the server) written into the entity form's draft, and
 * the marks that remember where each came from. A mark is kept by holder id rather than by list
 * position ('@<holderID>.engLastName'), so it stays with its holder when others are removed.
 */

export type TMarks = Record<string, TFieldMark>;

const HOLDER_PATH = /^stakeholders\.(\d+)(?:\.(.*))?$/;
const CORPORATE_FIELDS = /^(compEngName|compChiName|regNum|regAddress\.|jurisdiction)/;

/** The mark key of a path in `draft`: a stakeholder's position becomes its holder id. */
export function markKey(draft: TDraft, path: string): string {
  const m = HOLDER_PATH.exec(path);
  if (!m) return path;
  const holder = draft.stakeholders[Number(m[1])];
  if (!holder) return path;
  return m[2] ? `@${holder.holderID}.${m[2]}` : `@${holder.holderID}`;
}

export function marksStorageKey(caseID: string, userID: string): string {
  return `entityMigration.marks.${userID}.${caseID}`;
}

export function readMarks(key: string): TMarks {
  try {
    const value = JSON.parse(readStorage(key) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as TMarks) : {};
  } catch {
    return {};
  }
}

export function writeMarks(key: string, marks: TMarks): void {
  writeStorage(key, Object.keys(marks).length > 0 ? JSON.stringify(marks) : null);
}

/** Whether the draft would still save with `candidate` (the draft schema of the server's PUT). */
function accepts(candidate: TDraft): TDraft | null {
  const parsed = ZCaseInformation.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** '10,000' → 10000, for number fields a reader gave as text. */
function asNumber(value: TRecognisedField['value']): number | null {
  if (typeof value !== 'string') return null;
  const s = value.replace(/[,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export interface TApplied {
  draft: TDraft;
  marks: TMarks;
  /** Values the form cannot hold as they are (e.g. a BRN of 7 digits): left for the officer to type. */
  skipped: TRecognisedField[];
}

/**
 * Writes accepted values at their paths. The form's holders become new holders with fresh ids, after
 * the draft's own ('add') or instead of them ('replace'); a value the draft's schema refuses is
 * skipped, so the draft keeps saving.
 */
export function applyRecognised(
  start: TDraft,
  fields: readonly TRecognisedField[],
  mode: 'replace' | 'add',
): TApplied {
  let draft: TDraft = mode === 'replace' ? { ...start, stakeholders: [] } : start;
  const byHolder = new Map<number, TRecognisedField[]>();
  for (const f of fields) {
    const m = HOLDER_PATH.exec(f.path);
    if (m) byHolder.set(Number(m[1]), [...(byHolder.get(Number(m[1])) ?? []), f]);
  }
  // Recognised holder n becomes draft holder position[n].
  const position = new Map<number, number>();
  const stakeholders = [...draft.stakeholders];
  for (const n of [...byHolder.keys()].sort((a, b) => a - b)) {
    const own = byHolder.get(n) ?? [];
    const stated = own.find((f) => f.path === `stakeholders.${n}.holderType`)?.value;
    const corporate =
      stated === 'C' ||
      (stated !== 'I' && own.some((f) => CORPORATE_FIELDS.test(f.path.split('.').slice(2).join('.'))));
    position.set(n, stakeholders.length);
    stakeholders.push(newHolder(corporate ? 'C' : 'I'));
  }
  draft = { ...draft, stakeholders };

  const marks: TMarks = {};
  const skipped: TRecognisedField[] = [];
  for (const f of fields) {
    const m = HOLDER_PATH.exec(f.path);
    if (m && (!m[2] || m[2] === 'holderType' || m[2] === 'holderID')) continue;
    const path = m ? `stakeholders.${position.get(Number(m[1]))}.${m[2]}` : f.path;
    const number = asNumber(f.value);
    const written =
      accepts(withValueAt(draft, path, f.value)) ??
      (number !== null ? accepts(withValueAt(draft, path, number)) : null);
    if (!written) {
      skipped.push(f);
      continue;
    }
    draft = written;
    marks[markKey(draft, path)] = {
      page: f.page,
      confidence: f.confidence,
      check: f.confidence < LOW_CONFIDENCE,
    };
  }
  return { draft, marks, skipped };
}
