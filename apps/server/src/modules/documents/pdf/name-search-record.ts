import type { TNameSearch, TNameSearchMatch } from '@portal/domain';
import { PdfComposer } from './composer.js';

/**
 * The printable record of one name search (issue 20 point 5): the query, the list versions it ran on,
 * every match as it was with its score and reasons, and every decision with who and when. Bilingual
 * headings (English and Traditional Chinese) like the firm's other records.
 */

const OUTCOMES: Record<TNameSearch['outcome'], string> = {
  NO_HITS: 'No match 沒有相符',
  PENDING: 'Hits to decide 待決定',
  CLEARED: 'Cleared (false positives) 已排除',
  ESCALATED: 'Possible match escalated 可能相符，已上報',
};
const DECISIONS = {
  FALSE_POSITIVE: 'False positive 誤報',
  POSSIBLE_MATCH: 'Possible match 可能相符',
} as const;

const reasonText = (m: TNameSearchMatch) =>
  m.reasons
    .map(
      (r) =>
        `${r.rule}${r.query.length || r.listed.length ? `: ${r.query.join(' ')} ~ ${r.listed.join(' ')}` : ''}`,
    )
    .join('; ');

function draw(c: PdfComposer, s: TNameSearch): void {
  c.title('Name Screening Record', '姓名查核記錄', s.createdAt.slice(0, 10));
  c.field('Search', '查核編號', s.searchID);
  c.field('Name searched', '查核姓名／名稱', s.name);
  c.field('Type', '類別', s.type === 'I' ? 'Individual 個人' : 'Corporate 法團');
  c.field('Date of birth', '出生日期', s.dateOfBirth);
  c.field('Nationality', '國籍', s.nationality);
  c.field('Identity number', '身分證明號碼', s.idNumber);
  c.field('Case', '個案', s.caseRef);
  c.field('Searched by', '查核人', s.createdBy);
  c.field('Searched at', '查核時間', s.createdAt);
  c.field('Threshold', '門檻', s.threshold.toFixed(2));
  c.field('Outcome', '結果', OUTCOMES[s.outcome]);
  c.section('', 'Lists searched', '已查核名單');
  c.table(
    ['List 名單', 'Published 發布日期', 'Imported 匯入時間', 'Entries 項目', 'SHA-256'],
    s.listVersions.map((v) => [
      v.list,
      v.publishedDate ?? '—',
      v.importedAt.slice(0, 16).replace('T', ' '),
      String(v.entryCount),
      v.sha256.slice(0, 16),
    ]),
    [0.12, 0.18, 0.24, 0.14, 0.32],
  );
  c.section('', 'Matches', '相符項目');
  if (s.matches.length === 0)
    c.text('No listed party scored at or above the threshold. 沒有名單項目達到門檻。', { size: 9 });
  else
    c.table(
      ['Listed party 名單項目', 'Matched name 相符名稱', 'Score 分數', 'Why 原因', 'Decision 決定'],
      s.matches.map((m) => [
        `${m.name}\n${m.list} ${m.listEntryId} · ${m.reference}`,
        `${m.matchedName} (${m.matchedQuality})`,
        m.score.toFixed(3),
        reasonText(m),
        m.decision ? `${DECISIONS[m.decision.decision]}\n${m.decision.reason}` : 'Not decided 未決定',
      ]),
      [0.24, 0.2, 0.08, 0.28, 0.2],
    );
  if (s.decisions.length > 0) {
    c.section('', 'Decisions', '決定記錄');
    const partyOf = new Map(s.matches.map((m) => [m.matchID, `${m.list} ${m.listEntryId}`]));
    c.table(
      ['When 時間', 'By 決定人', 'Party 項目', 'Decision 決定', 'Reason 原因'],
      s.decisions.map((d) => [
        d.decidedAt.slice(0, 16).replace('T', ' '),
        d.decidedBy,
        partyOf.get(d.matchID) ?? '',
        DECISIONS[d.decision],
        d.reason,
      ]),
      [0.16, 0.16, 0.14, 0.16, 0.38],
    );
  }
}

/** The search record as a PDF. */
export async function nameSearchRecordPdf(search: TNameSearch): Promise<Uint8Array> {
  const meta = {
    title: `Name Screening Record — ${search.name}`,
    subject: `Search ${search.searchID}`,
    keywords: [`name-search:${search.searchID}`],
  };
  const reference = `Name screening · ${search.searchID}`;
  // Laid out twice like every generated document: the second pass embeds only the characters used.
  const measuring = await PdfComposer.create(meta);
  draw(measuring, search);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  draw(composer, search);
  return composer.save(reference);
}
