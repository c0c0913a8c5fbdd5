import { describe, expect, it } from 'vitest';
import { ZHolder, type THolderInput } from '../case-form/holder.js';
import type { TDueDiligenceDetails } from '../schemas/compliance.js';
import {
  dueDiligenceChecks,
  dueDiligenceGaps,
  dueDiligenceSubjectId,
  dueDiligenceSubjects,
} from './due-diligence.js';

const holders = (list: THolderInput[]) => list.map((h) => ZHolder.parse(h));

/** Alice directly and again inside Harbour Holdings; Harbour Holdings owned by Alice, Raymond and Pacific Trust, itself owned by Mei Ling. */
const TREE = holders([
  { holderID: 'alice', holderType: 'I', engFirstName: 'Alice', engLastName: 'Leung', isDirector: true },
  {
    holderID: 'hh',
    holderType: 'C',
    compEngName: 'Harbour Holdings Limited',
    isShareHolder: true,
    ownerOfBodyCorporate: [
      { holderID: 'alice-in-hh', holderType: 'I', refID: 'alice', compSharePercent: '50' },
      {
        holderID: 'raymond',
        holderType: 'I',
        engFirstName: 'Raymond',
        engLastName: 'Lau',
        compSharePercent: '30',
      },
      {
        holderID: 'pt',
        holderType: 'C',
        compEngName: 'Pacific Trust Limited',
        compSharePercent: '20',
        ownerOfBodyCorporate: [
          { holderID: 'mei', holderType: 'I', chiName: '何美玲', compSharePercent: '100' },
        ],
      },
    ],
  },
]);

const details = (overrides: Partial<TDueDiligenceDetails> = {}): TDueDiligenceDetails => ({
  identityDocument: {
    documentType: 'HKID',
    number: 'A1234563',
    issuingCountry: 'HKG',
    expiryDate: null,
    checked: true,
  },
  addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-10-01', checked: true },
  screening: { done: true, listsChecked: ['UN'], result: 'NO_MATCH', checkedDate: '2026-11-01' },
  ...overrides,
});

describe('dueDiligenceSubjects', () => {
  it('owes every holder of the tree once, owners of corporates at any depth included', () => {
    const subjects = dueDiligenceSubjects(TREE);
    expect(subjects.map((s) => [s.holderID, s.name, s.depth, s.path])).toEqual([
      ['alice', 'Alice Leung', 0, []],
      ['hh', 'Harbour Holdings Limited', 0, []],
      ['raymond', 'Raymond Lau', 1, ['hh']],
      ['pt', 'Pacific Trust Limited', 1, ['hh']],
      ['mei', '何美玲', 2, ['hh', 'pt']],
    ]);
    // Alice appears twice and is owed one record.
    expect(subjects[0]?.placements).toEqual([
      { entryID: 'alice', parentID: null },
      { entryID: 'alice-in-hh', parentID: 'hh' },
    ]);
  });

  it('takes the particulars from the referred holder even when the reference comes first', () => {
    const subjects = dueDiligenceSubjects(
      holders([
        {
          holderID: 'co',
          holderType: 'C',
          compEngName: 'Co Limited',
          ownerOfBodyCorporate: [{ holderID: 'ref', holderType: 'I', refID: 'bob', compSharePercent: '100' }],
        },
        { holderID: 'bob', holderType: 'I', engFirstName: 'Bob', engLastName: 'Chan', isDirector: true },
      ]),
    );
    expect(subjects.map((s) => [s.holderID, s.name])).toEqual([
      ['co', 'Co Limited'],
      ['bob', 'Bob Chan'],
    ]);
  });

  it('counts a reference to nobody in the tree as a person of its own', () => {
    const subjects = dueDiligenceSubjects(
      holders([{ holderID: 'x', holderType: 'I', refID: 'gone', engFirstName: 'Xavier', engLastName: 'Ho' }]),
    );
    expect(subjects.map((s) => s.holderID)).toEqual(['x']);
  });

  it('maps any entry to the holder its records are kept under', () => {
    expect(dueDiligenceSubjectId(TREE, 'alice-in-hh')).toBe('alice');
    expect(dueDiligenceSubjectId(TREE, 'mei')).toBe('mei');
    expect(dueDiligenceSubjectId(TREE, 'nobody')).toBeUndefined();
  });
});

describe('dueDiligenceGaps', () => {
  it('lists what is missing in the order the workflow refuses', () => {
    expect(dueDiligenceGaps(null)).toEqual(['record']);
    expect(dueDiligenceGaps(details())).toEqual([]);
    const none = details({
      identityDocument: { ...details().identityDocument, checked: false },
      addressProof: { ...details().addressProof, checked: false },
      screening: { done: false, listsChecked: [], result: null, checkedDate: null },
    });
    expect(dueDiligenceGaps(none)).toEqual(['identityDocument', 'addressProof', 'screening']);
    expect(dueDiligenceChecks(none)).toEqual({
      identityDocumentChecked: false,
      addressProofChecked: false,
      nameScreeningDone: false,
    });
  });
});
