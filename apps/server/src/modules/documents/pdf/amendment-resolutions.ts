import type { TAmendmentChange } from '@portal/domain';
import type { PdfComposer } from './composer.js';
import {
  companyName,
  dmy,
  money,
  nameOf,
  personOf,
  ROLE_TEXT,
  signAll,
  type TAmendmentRenderInput,
} from './amendment-parts.js';
import { addressText, number } from './template-parts.js';

/**
 * The resolutions behind an amendment, passed in writing (Cap. 622 Part 12 Division 1 for members'
 * written resolutions; the directors' under the articles, as the model articles for private companies
 * allow a unanimous written decision). The board appoints and notes the cessation of officers, moves
 * the registered office, approves the registration of a transfer and allots shares; the members
 * approve an allotment beforehand by resolution (s.140), change the name by special resolution (s.107)
 * and end dormancy by a special resolution declaring that the company intends to enter into an
 * accounting transaction (s.5; Companies Registry FAQ on dormant companies, specimens B1/B2).
 */

interface TWords {
  en: string;
  zh: string;
}

const who = (input: TAmendmentRenderInput, id: string | null | undefined) =>
  nameOf(personOf(input, id)) || '—';

function officerWords(
  input: TAmendmentRenderInput,
  change: Extract<TAmendmentChange, { type: 'CHANGE_DIRECTOR' | 'CHANGE_COMSEC_OR_DR' }>,
): TWords {
  const name = who(input, change.appointee?.holderID ?? change.holderID);
  const role = change.role ? ROLE_TEXT[change.role] : { en: 'officer', zh: '高級人員' };
  const date = dmy(change.effectiveDate);
  // A designated representative is kept on the company's own register: no Registry notice.
  const registry = change.role !== 'isDesignedRep';
  const notice = registry
    ? {
        en: ', and that any director or the company secretary deliver Form ND2A to the Registrar of Companies within 15 days',
        zh: '；並由任何一名董事或公司秘書於15日內向公司註冊處處長交付表格 ND2A',
      }
    : { en: '', zh: '' };
  if (change.action === 'CEASE')
    return {
      en: `THAT the cessation of ${name} as ${role.en} of the company with effect from ${date} be noted and the company's registers be updated accordingly${notice.en}.`,
      zh: `知悉${name}由${date}起停任公司${role.zh}，並相應更新公司的登記冊${notice.zh}。`,
    };
  if (change.role === 'isReserveDR')
    return {
      en: `THAT the nomination by the company's sole member of ${name} as reserve director with effect from ${date} (Cap. 622 s.455) be noted${notice.en}.`,
      zh: `知悉公司唯一成員提名${name}為候補董事，由${date}起生效（第622章第455條）${notice.zh}。`,
    };
  const alternate =
    change.type === 'CHANGE_DIRECTOR' && change.alternateTo
      ? {
          en: ` (alternate to ${who(input, change.alternateTo)})`,
          zh: `（替任${who(input, change.alternateTo)}）`,
        }
      : { en: '', zh: '' };
  return {
    en: `THAT ${name}, having consented to act, be appointed as ${role.en}${alternate.en} of the company with effect from ${date}${notice.en}.`,
    zh: `委任${name}（已同意出任）為公司${role.zh}${alternate.zh}，由${date}起生效${notice.zh}。`,
  };
}

function allotmentRows(input: TAmendmentRenderInput): string[][] {
  if (input.change.type !== 'ALLOTMENT') return [];
  const className = input.change.className ?? '';
  return (input.change.allotments ?? []).map((l) => [
    who(input, l.allottee?.holderID ?? l.holderID),
    className,
    number(l.shares),
  ]);
}

function boardWords(input: TAmendmentRenderInput): TWords {
  const { change } = input;
  const date = dmy(change.effectiveDate);
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return officerWords(input, change);
    case 'CHANGE_REGISTERED_ADDRESS': {
      const address = addressText(change.address).replace('\n', ' / ');
      return {
        en: `THAT the registered office of the company be changed to ${address} with effect from ${date}, and that Form NR1 be delivered to the Registrar of Companies within 15 days (Cap. 622 s.658).`,
        zh: `公司的註冊辦事處由${date}起更改為${address}；並於15日內向公司註冊處處長交付表格 NR1（第622章第658條）。`,
      };
    }
    case 'SHARE_TRANSFER': {
      const from = who(input, change.transferorID);
      const to = who(input, change.transfereeID ?? change.transferee?.holderID);
      const shares = `${number(change.shares)} ${change.className ?? ''} shares`;
      const price =
        change.considerationCents === 0
          ? { en: 'by way of gift', zh: '以饋贈方式' }
          : {
              en: `for ${money(change.considerationCents)}`,
              zh: `代價為${money(change.considerationCents)}`,
            };
      return {
        en: `THAT, subject to the instrument of transfer being duly stamped, the transfer of ${shares} from ${from} to ${to} ${price.en} dated ${date} be approved and registered; that ${to} be entered in the register of members; and that the share certificate of ${from} be cancelled and new share certificates be issued.`,
        zh: `在轉讓文書妥為加蓋印花的前提下，批准並登記${from}${price.zh}於${date}轉讓${number(change.shares)}股${change.className ?? ''}股份予${to}；將${to}記入成員登記冊；註銷${from}的股票並發出新股票。`,
      };
    }
    case 'ALLOTMENT':
      return {
        en: `THAT, as approved by the members under section 140 of the Companies Ordinance (Cap. 622), the shares set out below be allotted with effect from ${date}${change.amountPaidPerShare === undefined ? '' : ` at ${change.amountPaidPerShare} paid per share`}${change.consideration ? ` for ${change.consideration}` : ''}; that the allottees be entered in the register of members and share certificates be issued; and that Form NSC1 be delivered to the Registrar of Companies within one month (s.142).`,
        zh: `按成員根據《公司條例》（第622章）第140條給予的批准，由${date}起配發下列股份；將獲配發人記入成員登記冊並發出股票；並於一個月內向公司註冊處處長交付表格 NSC1（第142條）。`,
      };
    case 'CLERICAL_ERROR':
      return {
        en: `THAT the following clerical error in the company's records${change.holderID ? ` concerning ${who(input, change.holderID)}` : ''} be corrected: ${change.description ?? ''}`,
        zh: `更正公司紀錄中${change.holderID ? `有關${who(input, change.holderID)}的` : ''}以下文書錯誤：${change.description ?? ''}`,
      };
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
    case 'CHANGE_SCR_OR_UBO':
    case 'CHANGE_COMPANY_NAME':
    case 'APPLY_CEASE_DORMANT':
    case 'OTHERS':
      return { en: `THAT the change dated ${date} be noted.`, zh: `知悉於${date}的更改。` };
  }
}

/** A written resolution of all the directors, signed by each. */
export function boardResolution(c: PdfComposer, input: TAmendmentRenderInput): void {
  c.title('Written Resolution of the Directors', '董事書面決議', companyName(input));
  c.field('Company Number', '公司編號', input.company.companyNumber);
  c.text(
    "The undersigned, being all the directors of the company, pass the following resolution in writing under the company's articles of association:",
    { size: 9.5 },
  );
  c.text('下列簽署人（即公司全體董事）根據公司的組織章程細則，以書面通過下列決議：', { size: 9.5 });
  c.section('', 'Resolution', '決議');
  const words = boardWords(input);
  c.text(`RESOLVED ${words.en}`, { size: 9.5 });
  c.text(`議決：${words.zh}`, { size: 9.5 });
  if (input.change.type === 'ALLOTMENT')
    c.table(['Allottee 獲配發人', 'Class 類別', 'Shares 股數'], allotmentRows(input), [0.5, 0.25, 0.25]);
  c.space(8);
  signAll(c, input, input.signers, 'Director 董事');
}

function membersWords(input: TAmendmentRenderInput): TWords {
  const { change } = input;
  if (change.type === 'CHANGE_COMPANY_NAME') {
    const from = [input.company.engName, input.company.chiName].filter(Boolean).join(' ');
    const to = [change.newEngName, change.newChiName].filter(Boolean).join(' ');
    return {
      en: `THAT the name of the company be changed from "${from}" to "${to}" (Companies Ordinance, Cap. 622, section 107), and that any director or the company secretary deliver Form NNC2 to the Registrar of Companies within 15 days.`,
      zh: `公司名稱由「${from}」更改為「${to}」（《公司條例》（第622章）第107條）；並由任何一名董事或公司秘書於15日內向公司註冊處處長交付表格 NNC2。`,
    };
  }
  if (change.type === 'APPLY_CEASE_DORMANT')
    return {
      en: 'THAT the company, being a dormant company, declares that it intends to enter into an accounting transaction, and so ceases to be dormant (Companies Ordinance, Cap. 622, section 5); and that any director or the company secretary deliver this resolution to the Registrar of Companies for registration.',
      zh: '本公司（一間不活動公司）宣布擬進行一項會計交易，因而不再是不活動公司（《公司條例》（第622章）第5條）；並由任何一名董事或公司秘書將本決議交付公司註冊處處長登記。',
    };
  if (change.type === 'ALLOTMENT')
    return {
      en: `THAT the directors be authorised under section 140 of the Companies Ordinance (Cap. 622) to allot the shares set out below on ${dmy(change.effectiveDate)}.`,
      zh: `授權董事根據《公司條例》（第622章）第140條，於${dmy(change.effectiveDate)}配發下列股份。`,
    };
  return { en: `THAT the change dated ${dmy(change.effectiveDate)} be approved.`, zh: '批准有關更改。' };
}

/** A written resolution of every member entitled to vote, as a special or an ordinary resolution. */
export function membersResolution(
  c: PdfComposer,
  input: TAmendmentRenderInput,
  type: 'SPECIAL' | 'ORDINARY',
): void {
  const special = type === 'SPECIAL';
  c.title(
    'Written Resolution of the Members',
    '成員書面決議',
    `${special ? 'Special Resolution 特別決議' : 'Ordinary Resolution 普通決議'} · ${companyName(input)}`,
  );
  c.field('Company Number', '公司編號', input.company.companyNumber);
  c.text(
    `The undersigned, being all the members of the company entitled to vote, agree to the following resolution as ${special ? 'a special' : 'an ordinary'} resolution in writing:`,
    { size: 9.5 },
  );
  c.text(`下列簽署人（即公司全體有表決權的成員）同意以書面方式通過下列${special ? '特別' : '普通'}決議：`, {
    size: 9.5,
  });
  c.section('', special ? 'Special Resolution' : 'Ordinary Resolution', special ? '特別決議' : '普通決議');
  const words = membersWords(input);
  c.text(words.en, { size: 9.5 });
  c.text(words.zh, { size: 9.5 });
  if (input.change.type === 'ALLOTMENT')
    c.table(['Allottee 獲配發人', 'Class 類別', 'Shares 股數'], allotmentRows(input), [0.5, 0.25, 0.25]);
  c.space(8);
  signAll(c, input, input.signers, 'Member 成員');
}
