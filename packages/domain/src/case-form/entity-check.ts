import { isCalendarDate } from '../dates.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import { ownershipRuleProblems, RULE_CONTEXT } from './case-check.js';
import { caseInformationIssues } from './case-rules.js';
import type { TFormIssue } from './form-messages.js';

/**
 * The entity information form (EN_FORM, issue 17): a company that already exists, as the firm takes it
 * over. Its registered particulars are checked here; everything else — holders, shares, share classes,
 * registered office, officers, ownership, contact — by the incorporation form's own rules
 * (case-rules.ts), so both forms say the same thing about the same field.
 *
 * Left out because they only judge a company before it is incorporated (case-rules `registered`):
 * - the name's "Limited" / 有限公司 ending: the registered name is a fact to record, not a proposal
 *   (and a company exempt under Cap. 622 s.103 lawfully lacks it);
 * - the business nature being required: it is "the nature of the proposed business" of Form NNC1,
 *   and an annual return (NAR1) does not carry it; a code given is still checked against the list.
 * Everything else holds for a going company too: a member, an individual director (Cap. 622 s.457),
 * a company secretary (s.474), a registered office in Hong Kong, shares that add up.
 */

const COMPANY_NUMBER = /^\d{1,8}$/;
const BRN = /^\d{8}$/;

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The registered particulars: company number, BRN, incorporation date, last return date filed. */
function registeredParticularsIssues(info: TCaseInformation, today: string): TFormIssue[] {
  const issues: TFormIssue[] = [];
  const number = text(info.companyNumber);
  if (!number) issues.push({ path: 'companyNumber', key: 'required' });
  else if (!COMPANY_NUMBER.test(number)) issues.push({ path: 'companyNumber', key: 'companyNumberInvalid' });
  const brn = text(info.brn);
  if (!brn) issues.push({ path: 'brn', key: 'required' });
  else if (!BRN.test(brn)) issues.push({ path: 'brn', key: 'brnInvalid' });
  const incorporated = text(info.incorporationDate);
  const incorporatedValid = isCalendarDate(incorporated);
  if (!incorporated) issues.push({ path: 'incorporationDate', key: 'required' });
  else if (!incorporatedValid) issues.push({ path: 'incorporationDate', key: 'dateInvalid' });
  else if (incorporated > today) issues.push({ path: 'incorporationDate', key: 'dateInFuture' });
  const lastReturn = text(info.lastReturnDateFiled);
  if (lastReturn) {
    if (!isCalendarDate(lastReturn)) issues.push({ path: 'lastReturnDateFiled', key: 'dateInvalid' });
    else if (incorporatedValid && lastReturn < incorporated)
      issues.push({ path: 'lastReturnDateFiled', key: 'beforeIncorporation' });
    else if (lastReturn > today) issues.push({ path: 'lastReturnDateFiled', key: 'dateInFuture' });
  }
  return issues;
}

/** Every problem of an entity taken over (EN_FORM) on `today` (Hong Kong's date, YYYY-MM-DD). */
export function checkEntityInformation(info: TCaseInformation, today: string): TFormIssue[] {
  return [
    ...registeredParticularsIssues(info, today),
    ...caseInformationIssues(info, {
      ...RULE_CONTEXT,
      ownership: ownershipRuleProblems(info),
      registered: true,
    }),
  ];
}
