import type { TLanguage } from '../languages.js';

/**
 * Messages of the case information form's rules (spec §5), the same in the browser and in the server's
 * answers: each rule names a key, both sides show this text. The spec's own keys are kept
 * ('lessThan80Char', 'engCharOnly', 'chiCharOnly', 'inputEitherEngOrChiAddr', '*required' as 'required').
 */
export const FORM_MESSAGES = {
  required: { en: 'Required', 'zh-HK': '必須填寫', 'zh-CN': '必须填写' },
  lessThan80Char: {
    en: 'Use 80 characters or fewer',
    'zh-HK': '請輸入不多於 80 個字元',
    'zh-CN': '请输入不多于 80 个字符',
  },
  lessThan255Char: {
    en: 'Use 255 characters or fewer',
    'zh-HK': '請輸入不多於 255 個字元',
    'zh-CN': '请输入不多于 255 个字符',
  },
  engCharOnly: {
    en: 'English characters only (no Chinese characters)',
    'zh-HK': '只可輸入英文字元（不可包含中文字）',
    'zh-CN': '只能输入英文字符（不能包含中文字）',
  },
  chiCharOnly: {
    en: 'Chinese characters required (letters, digits, dots, brackets and hyphens may accompany them)',
    'zh-HK': '必須包含中文字（可附英文字母、數字、點、括號及連字號）',
    'zh-CN': '必须包含中文字（可附英文字母、数字、点、括号及连字号）',
  },
  inputEitherEngOrChiAddr: {
    en: 'Enter the address in English or in Chinese',
    'zh-HK': '請輸入英文或中文地址',
    'zh-CN': '请输入英文或中文地址',
  },
  addressLineWithDistrict: {
    en: 'With a district, enter at least the flat, building or street',
    'zh-HK': '填寫地區時，請最少填寫單位、大廈或街道其中一項',
    'zh-CN': '填写地区时，请至少填写单位、大厦或街道其中一项',
  },
  districtWithAddressLine: {
    en: 'Enter the district',
    'zh-HK': '請填寫地區',
    'zh-CN': '请填写地区',
  },
  countryInvalid: {
    en: 'Choose a country from the list',
    'zh-HK': '請從清單選擇國家或地區',
    'zh-CN': '请从列表选择国家或地区',
  },
  mustBeInHongKong: {
    en: 'The registered office must be in Hong Kong',
    'zh-HK': '註冊辦事處必須位於香港',
    'zh-CN': '注册办事处必须位于香港',
  },
  identifierOnly: {
    en: 'Letters, digits, hyphens and underscores only',
    'zh-HK': '只可輸入英文字母、數字、連字號及底線',
    'zh-CN': '只能输入英文字母、数字、连字号及下划线',
  },
  digitsOnly: { en: 'Digits only', 'zh-HK': '只可輸入數字', 'zh-CN': '只能输入数字' },
  phoneInvalid: {
    en: 'Enter a phone number (digits, optionally with brackets)',
    'zh-HK': '請輸入電話號碼（數字，可加括號）',
    'zh-CN': '请输入电话号码（数字，可加括号）',
  },
  emailInvalid: {
    en: 'Enter a valid e-mail address',
    'zh-HK': '請輸入有效的電郵地址',
    'zh-CN': '请输入有效的邮箱地址',
  },
  endsWithLimited: {
    en: 'The English name of a private company ends with "Limited"',
    'zh-HK': '私人公司的英文名稱須以 "Limited" 結尾',
    'zh-CN': '私人公司的英文名称须以 "Limited" 结尾',
  },
  endsWithYauHanGungSi: {
    en: 'The Chinese name of a private company ends with 有限公司',
    'zh-HK': '私人公司的中文名稱須以「有限公司」結尾',
    'zh-CN': '私人公司的中文名称须以“有限公司”结尾',
  },
  businessNatureInvalid: {
    en: 'Choose a business nature from the list',
    'zh-HK': '請從清單選擇業務性質',
    'zh-CN': '请从列表选择业务性质',
  },
  currencyInvalid: {
    en: 'Choose HKD, USD or RMB',
    'zh-HK': '請選擇港元、美元或人民幣',
    'zh-CN': '请选择港元、美元或人民币',
  },
  positiveWholeNumber: {
    en: 'Enter a whole number of 1 or more',
    'zh-HK': '請輸入 1 或以上的整數',
    'zh-CN': '请输入 1 或以上的整数',
  },
  wholeNumber: { en: 'Enter a whole number', 'zh-HK': '請輸入整數', 'zh-CN': '请输入整数' },
  percentInvalid: {
    en: 'Enter a percentage above 0 and up to 100, with at most 6 decimals',
    'zh-HK': '請輸入大於 0 及不多於 100 的百分比，最多 6 位小數',
    'zh-CN': '请输入大于 0 且不多于 100 的百分比，最多 6 位小数',
  },
  sharesNotTotal: {
    en: 'The shareholdings must add up to the total number of ordinary shares',
    'zh-HK': '各股東持股合計須等於普通股總數',
    'zh-CN': '各股东持股合计须等于普通股总数',
  },
  classesNotTotal: {
    en: 'The share classes must add up to the total number of ordinary shares',
    'zh-HK': '各類別股份合計須等於普通股總數',
    'zh-CN': '各类别股份合计须等于普通股总数',
  },
  ownersNot100: {
    en: 'The owners of this corporate must add up to exactly 100%',
    'zh-HK': '此法人團體的擁有人持股合計須剛好為 100%',
    'zh-CN': '此法人团体的拥有人持股合计须刚好为 100%',
  },
  ownershipCycle: {
    en: 'These corporates own each other in a loop',
    'zh-HK': '這些法人團體互相持有，形成循環',
    'zh-CN': '这些法人团体互相持有，形成循环',
  },
  unknownHolderRef: {
    en: 'Refers to a stakeholder that is not in the form',
    'zh-HK': '所指的持份者不在表格內',
    'zh-CN': '所指的持份者不在表格内',
  },
  needIndividualDirector: {
    en: 'Add at least one individual director',
    'zh-HK': '請最少加入一位個人董事',
    'zh-CN': '请至少加入一位个人董事',
  },
  needShareholder: {
    en: 'Add at least one shareholder',
    'zh-HK': '請最少加入一位股東',
    'zh-CN': '请至少加入一位股东',
  },
  needCompanySecretary: {
    en: 'Appoint a company secretary',
    'zh-HK': '請委任公司秘書',
    'zh-CN': '请委任公司秘书',
  },
  needHolderName: {
    en: 'Enter an English or a Chinese name',
    'zh-HK': '請輸入英文或中文名稱',
    'zh-CN': '请输入英文或中文名称',
  },
  tcspNumInvalid: {
    en: 'A TCSP licence number is TC followed by 6 digits',
    'zh-HK': '信託或公司服務提供者牌照號碼為 TC 加 6 位數字',
    'zh-CN': '信托或公司服务提供者牌照号码为 TC 加 6 位数字',
  },
  hkidInvalid: {
    en: 'This Hong Kong identity card number is not valid (check the digit in brackets)',
    'zh-HK': '香港身份證號碼不正確（請檢查括號內的數字）',
    'zh-CN': '香港身份证号码不正确（请检查括号内的数字）',
  },
  dateInvalid: {
    en: 'Enter a date as YYYY-MM-DD',
    'zh-HK': '請以 YYYY-MM-DD 格式輸入日期',
    'zh-CN': '请以 YYYY-MM-DD 格式输入日期',
  },
  expiryBeforeIssue: {
    en: 'The expiry date is before the issue date',
    'zh-HK': '屆滿日期早於簽發日期',
    'zh-CN': '届满日期早于签发日期',
  },
  contactNeeded: {
    en: 'Enter an e-mail address or a phone number',
    'zh-HK': '請輸入電郵地址或電話號碼',
    'zh-CN': '请输入邮箱地址或电话号码',
  },
  declarationNeeded: { en: 'Answer this question', 'zh-HK': '請回答此問題', 'zh-CN': '请回答此问题' },
  acknowledgementNeeded: {
    en: 'Please confirm to continue',
    'zh-HK': '請確認以繼續',
    'zh-CN': '请确认以继续',
  },
  beforeIncorporation: {
    en: 'The date is before the company was incorporated',
    'zh-HK': '日期早於公司成立日期',
    'zh-CN': '日期早于公司成立日期',
  },
  companyNumberInvalid: {
    en: 'A company number is 1 to 8 digits',
    'zh-HK': '公司編號為 1 至 8 位數字',
    'zh-CN': '公司编号为 1 至 8 位数字',
  },
  brnInvalid: {
    en: 'A business registration number is 8 digits',
    'zh-HK': '商業登記號碼為 8 位數字',
    'zh-CN': '商业登记号码为 8 位数字',
  },
  dateInFuture: {
    en: 'The date is later than today',
    'zh-HK': '日期遲於今天',
    'zh-CN': '日期晚于今天',
  },
  unknownHolder: {
    en: "This person is not in the company's records",
    'zh-HK': '公司記錄中沒有此人',
    'zh-CN': '公司记录中没有此人',
  },
  notInRole: {
    en: 'This person does not hold this office on that date',
    'zh-HK': '此人於該日並無擔任此職位',
    'zh-CN': '此人于该日并无担任此职位',
  },
  alreadyInRole: {
    en: 'This person already holds this office on that date',
    'zh-HK': '此人於該日已擔任此職位',
    'zh-CN': '此人于该日已担任此职位',
  },
  lastDirector: {
    en: 'The company must keep at least one director who is a natural person (Cap. 622 s.457)',
    'zh-HK': '公司必須最少有一名屬自然人的董事（第 622 章第 457 條）',
    'zh-CN': '公司必须至少有一名属自然人的董事（第 622 章第 457 条）',
  },
  lastSecretary: {
    en: 'The company must keep a company secretary (Cap. 622 s.474): appoint the new one on the same date',
    'zh-HK': '公司必須設有公司秘書（第 622 章第 474 條）：請於同日委任新的公司秘書',
    'zh-CN': '公司必须设有公司秘书（第 622 章第 474 条）：请于同日委任新的公司秘书',
  },
  secretaryNotInHongKong: {
    en: 'A company secretary must live in Hong Kong, or be a company with its office in Hong Kong (Cap. 622 s.474)',
    'zh-HK': '公司秘書須通常居於香港，或為在香港設有辦事處的公司（第 622 章第 474 條）',
    'zh-CN': '公司秘书须通常居于香港，或为在香港设有办事处的公司（第 622 章第 474 条）',
  },
  alternateNeedsDirector: {
    en: 'Choose the director this alternate stands in for',
    'zh-HK': '請選擇此候補董事所代替的董事',
    'zh-CN': '请选择此候补董事所代替的董事',
  },
  reserveNeedsSoleMember: {
    en: 'A reserve director is for a company whose only member is also its only director (Cap. 622 s.455)',
    'zh-HK': '只有唯一成員兼唯一董事的公司才可委任備任董事（第 622 章第 455 條）',
    'zh-CN': '只有唯一成员兼唯一董事的公司才可委任备任董事（第 622 章第 455 条）',
  },
  moreSharesThanHeld: {
    en: 'More shares than the member holds on that date',
    'zh-HK': '股份數目多於該成員於該日所持有的股份',
    'zh-CN': '股份数目多于该成员于该日所持有的股份',
  },
  sameTransferee: {
    en: 'The transferee must be someone other than the transferor',
    'zh-HK': '承讓人不可與轉讓人相同',
    'zh-CN': '承让人不可与转让人相同',
  },
  unknownShareClass: {
    en: 'Choose one of the company’s classes of shares',
    'zh-HK': '請選擇公司的其中一類股份',
    'zh-CN': '请选择公司的其中一类股份',
  },
  conflictsWithLaterChange: {
    en: 'A change recorded later no longer fits after this one (for instance, it moves shares this one takes)',
    'zh-HK': '加入此變更後，之後已記錄的變更不再成立（例如該變更轉讓的股份已被此變更轉走）',
    'zh-CN': '加入此变更后，之后已记录的变更不再成立（例如该变更转让的股份已被此变更转走）',
  },
  holderIDTaken: {
    en: 'Another person in the records has this id',
    'zh-HK': '記錄中已有另一人使用此編號',
    'zh-CN': '记录中已有另一人使用此编号',
  },
  noChange: {
    en: 'This is what the records already say',
    'zh-HK': '與現有記錄相同',
    'zh-CN': '与现有记录相同',
  },
  notCorporateMember: {
    en: 'Choose a company that is a member of this company',
    'zh-HK': '請選擇屬本公司成員的法人團體',
    'zh-CN': '请选择属本公司成员的法人团体',
  },
  notDormant: {
    en: 'The company is not recorded as dormant',
    'zh-HK': '公司並無記錄為不活動公司',
    'zh-CN': '公司并无记录为不活动公司',
  },
  resolutionAfterEffective: {
    en: 'The resolution must be passed on or before the date the change takes effect',
    'zh-HK': '決議須於變更生效當日或之前通過',
    'zh-CN': '决议须于变更生效当日或之前通过',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TFormMessageKey = keyof typeof FORM_MESSAGES;

/** One problem of the form: where (a dot path, e.g. 'stakeholders.2.resAddress.engDistrict') and why. */
export interface TFormIssue {
  path: string;
  key: TFormMessageKey;
}

export function formMessage(key: TFormMessageKey, language: TLanguage): string {
  return FORM_MESSAGES[key][language];
}
