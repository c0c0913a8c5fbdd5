import type { TLanguage } from './languages.js';

/** Why a field was refused and what the field is called, in the three languages (split from errors.ts). */

/** Reasons a field fails validation, in the three languages. */
export const VALIDATION_REASONS = {
  required: { en: 'is required', 'zh-HK': '必須填寫', 'zh-CN': '必须填写' },
  invalid: { en: 'is not valid', 'zh-HK': '格式不正確', 'zh-CN': '格式不正确' },
  tooShort: { en: 'is too short', 'zh-HK': '太短', 'zh-CN': '太短' },
  tooLong: { en: 'is too long', 'zh-HK': '太長', 'zh-CN': '太长' },
  wrongType: { en: 'has the wrong type', 'zh-HK': '類型不正確', 'zh-CN': '类型不正确' },
  unknownField: { en: 'is not an accepted field', 'zh-HK': '不是可接受的欄位', 'zh-CN': '不是可接受的字段' },
  empty: { en: 'is empty', 'zh-HK': '是空的', 'zh-CN': '是空的' },
  // Uploads looked at whole (issue 24 point 8).
  unreadable: {
    en: 'cannot be read as the kind of file it says it is',
    'zh-HK': '無法按其聲稱的檔案類型讀取',
    'zh-CN': '无法按其声称的文件类型读取',
  },
  tooManyPixels: {
    en: 'is a picture too large to open (at most 50 megapixels, 20,000 pixels a side)',
    'zh-HK': '圖像太大，無法開啟（最多 5,000 萬像素，每邊最多 20,000 像素）',
    'zh-CN': '图像太大，无法打开（最多 5,000 万像素，每边最多 20,000 像素）',
  },
  activeContent: {
    en: 'carries macros or other active content that cannot be removed; save it again without them',
    'zh-HK': '包含無法移除的巨集或其他主動內容，請另存為不含這些內容的檔案',
    'zh-CN': '包含无法移除的宏或其他主动内容，请另存为不含这些内容的文件',
  },
  expandsTooLarge: {
    en: 'expands to more than 100 MB when opened',
    'zh-HK': '開啟後會展開至超過 100 MB',
    'zh-CN': '打开后会展开至超过 100 MB',
  },
  illFormedText: {
    en: 'contains a character that cannot be stored (a null character or a broken Unicode character)',
    'zh-HK': '包含無法儲存的字元（空字元或損壞的 Unicode 字元）',
    'zh-CN': '包含无法存储的字符（空字符或损坏的 Unicode 字符）',
  },
  englishOnly: {
    en: 'must be in English (no Chinese characters)',
    'zh-HK': '只可使用英文（不可包含中文字）',
    'zh-CN': '只能使用英文（不能包含中文字）',
  },
  chineseText: { en: 'must be in Chinese', 'zh-HK': '必須包含中文字', 'zh-CN': '必须包含中文字' },
  phone: { en: 'is not a phone number', 'zh-HK': '不是有效的電話號碼', 'zh-CN': '不是有效的电话号码' },
  dateInFuture: { en: 'cannot be after today', 'zh-HK': '不可遲於今天', 'zh-CN': '不能晚于今天' },
  tooOld: {
    en: 'must be dated within the last 3 months',
    'zh-HK': '必須是最近 3 個月內發出的',
    'zh-CN': '必须是最近 3 个月内发出的',
  },
  recordExpired: {
    en: 'is older than the refresh period: do the due diligence again',
    'zh-HK': '已超過更新期：請重新進行盡職審查',
    'zh-CN': '已超过更新期：请重新进行尽职审查',
  },
  moreThanLeft: {
    en: 'is more than is left to refund of the payment',
    'zh-HK': '超過該筆付款尚可退還的金額',
    'zh-CN': '超过该笔付款尚可退还的金额',
  },
  dateTooEarly: {
    en: 'is earlier than allowed',
    'zh-HK': '早於容許的日期',
    'zh-CN': '早于允许的日期',
  },
  beforeStart: {
    en: 'is before the start date',
    'zh-HK': '早於開始日期',
    'zh-CN': '早于开始日期',
  },
  rangeTooLong: {
    en: 'makes the range longer than 36 months',
    'zh-HK': '令範圍超過 36 個月',
    'zh-CN': '令范围超过 36 个月',
  },
  commonPassword: {
    en: 'is too common; choose a less guessable password',
    'zh-HK': '太常見，請選擇較難猜到的密碼',
    'zh-CN': '太常见，请选择较难猜到的密码',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
export type TValidationReason = keyof typeof VALIDATION_REASONS;

/** How fields are named in messages, per language; a field not listed is named by its key. */
export const FIELD_LABELS: Record<string, Record<TLanguage, string>> = {
  username: { en: 'Username', 'zh-HK': '用戶名稱', 'zh-CN': '用户名' },
  password: { en: 'Password', 'zh-HK': '密碼', 'zh-CN': '密码' },
  oldPassword: { en: 'Current password', 'zh-HK': '目前密碼', 'zh-CN': '当前密码' },
  newPassword: { en: 'New password', 'zh-HK': '新密碼', 'zh-CN': '新密码' },
  email: { en: 'E-mail address', 'zh-HK': '電郵地址', 'zh-CN': '邮箱地址' },
  login: { en: 'Username or e-mail', 'zh-HK': '用戶名稱或電郵', 'zh-CN': '用户名或邮箱' },
  token: { en: 'Link', 'zh-HK': '連結', 'zh-CN': '链接' },
  refreshToken: { en: 'Refresh token', 'zh-HK': '更新權杖', 'zh-CN': '刷新令牌' },
  code: { en: 'Authenticator code', 'zh-HK': '驗證碼', 'zh-CN': '验证码' },
  recoveryCode: { en: 'Recovery code', 'zh-HK': '備用碼', 'zh-CN': '备用码' },
  challengeToken: { en: 'Sign-in step', 'zh-HK': '登入步驟', 'zh-CN': '登录步骤' },
  requireTwoFactorForStaff: {
    en: 'Require two-factor sign-in for staff',
    'zh-HK': '員工必須使用雙重認證登入',
    'zh-CN': '员工必须使用双重认证登录',
  },
  body: { en: 'Request', 'zh-HK': '請求內容', 'zh-CN': '请求内容' },
  firm: { en: 'Firm name', 'zh-HK': '公司名稱', 'zh-CN': '公司名称' },
  engFirstName: { en: 'First name (English)', 'zh-HK': '英文名字', 'zh-CN': '英文名字' },
  engLastName: { en: 'Last name (English)', 'zh-HK': '英文姓氏', 'zh-CN': '英文姓氏' },
  chiName: { en: 'Name in Chinese', 'zh-HK': '中文姓名', 'zh-CN': '中文姓名' },
  phone: { en: 'Phone', 'zh-HK': '電話', 'zh-CN': '电话' },
  language: { en: 'Language', 'zh-HK': '語言', 'zh-CN': '语言' },
  name: { en: 'Name', 'zh-HK': '姓名', 'zh-CN': '姓名' },
  company: { en: 'Company', 'zh-HK': '公司', 'zh-CN': '公司' },
  message: { en: 'Message', 'zh-HK': '訊息', 'zh-CN': '留言' },
  userType: { en: 'Role', 'zh-HK': '角色', 'zh-CN': '角色' },
  userTypeID: { en: 'Role', 'zh-HK': '角色', 'zh-CN': '角色' },
  file: { en: 'File', 'zh-HK': '檔案', 'zh-CN': '文件' },
  search: { en: 'Search', 'zh-HK': '搜尋', 'zh-CN': '搜索' },
  firmID: { en: 'Firm', 'zh-HK': '公司', 'zh-CN': '公司' },
  from: { en: 'From', 'zh-HK': '由', 'zh-CN': '由' },
  to: { en: 'To', 'zh-HK': '至', 'zh-CN': '至' },
  invitationCode: { en: 'Invitation code', 'zh-HK': '邀請碼', 'zh-CN': '邀请码' },
  firstName: { en: 'First name (English)', 'zh-HK': '英文名字', 'zh-CN': '英文名字' },
  lastName: { en: 'Last name (English)', 'zh-HK': '英文姓氏', 'zh-CN': '英文姓氏' },
  companyID: { en: 'Company', 'zh-HK': '公司', 'zh-CN': '公司' },
  companyEngName: { en: 'Company name (English)', 'zh-HK': '公司英文名稱', 'zh-CN': '公司英文名称' },
  companyChiName: { en: 'Company name (Chinese)', 'zh-HK': '公司中文名稱', 'zh-CN': '公司中文名称' },
  client: { en: 'Client', 'zh-HK': '客戶', 'zh-CN': '客户' },
  'client.email': { en: "Client's e-mail address", 'zh-HK': '客戶電郵地址', 'zh-CN': '客户邮箱地址' },
  'client.engFirstName': {
    en: "Client's first name (English)",
    'zh-HK': '客戶英文名字',
    'zh-CN': '客户英文名字',
  },
  'client.engLastName': {
    en: "Client's last name (English)",
    'zh-HK': '客戶英文姓氏',
    'zh-CN': '客户英文姓氏',
  },
  staffInChargeUserID: { en: 'Staff in charge', 'zh-HK': '負責職員', 'zh-CN': '负责职员' },
  userID: { en: 'Colleague', 'zh-HK': '同事', 'zh-CN': '同事' },
  caseType: { en: 'Service', 'zh-HK': '服務', 'zh-CN': '服务' },
  remarks: { en: 'Remarks', 'zh-HK': '備註', 'zh-CN': '备注' },
  reason: { en: 'Reason', 'zh-HK': '原因', 'zh-CN': '原因' },
  outcome: { en: 'Decision', 'zh-HK': '決定', 'zh-CN': '决定' },
  result: { en: 'Task record', 'zh-HK': '任務紀錄', 'zh-CN': '任务记录' },
  // What a refused task still needs (15001 and the due-diligence codes name these).
  totalNumOfOrdShare: { en: 'Total number of ordinary shares', 'zh-HK': '普通股總數', 'zh-CN': '普通股总数' },
  companyNumber: { en: 'Company number', 'zh-HK': '公司編號', 'zh-CN': '公司编号' },
  brn: { en: 'Business registration number', 'zh-HK': '商業登記號碼', 'zh-CN': '商业登记号码' },
  incorporationDate: { en: 'Date of incorporation', 'zh-HK': '成立日期', 'zh-CN': '成立日期' },
  'stakeholders.director': {
    en: 'At least one individual director',
    'zh-HK': '至少一位個人董事',
    'zh-CN': '至少一位个人董事',
  },
  'stakeholders.companySecretary': { en: 'A company secretary', 'zh-HK': '公司秘書', 'zh-CN': '公司秘书' },
  'stakeholders.ordinaryShares': {
    en: 'Shareholdings that add up to the total number of shares',
    'zh-HK': '持股合計須等於股份總數',
    'zh-CN': '持股合计须等于股份总数',
  },
  invoice: { en: 'The invoice', 'zh-HK': '發票', 'zh-CN': '发票' },
  payment: { en: 'The payment', 'zh-HK': '付款', 'zh-CN': '付款' },
  filing: {
    en: 'Filing date and registry reference',
    'zh-HK': '存檔日期及註冊處編號',
    'zh-CN': '存档日期及注册处编号',
  },
  amendment: {
    en: 'The amendment and its effective date',
    'zh-HK': '修改內容及生效日期',
    'zh-CN': '修改内容及生效日期',
  },
  stakeholder: { en: 'The stakeholder’s confirmation', 'zh-HK': '持份者確認', 'zh-CN': '持份者确认' },
  riskAssessment: { en: 'A risk rating', 'zh-HK': '風險評級', 'zh-CN': '风险评级' },
  filingDate: { en: 'Filing date', 'zh-HK': '存檔日期', 'zh-CN': '存档日期' },
  registryReference: { en: 'Registry reference', 'zh-HK': '註冊處編號', 'zh-CN': '注册处编号' },
  filingMethod: { en: 'Filed by', 'zh-HK': '存檔方式', 'zh-CN': '存档方式' },
  updateDate: { en: 'Date', 'zh-HK': '日期', 'zh-CN': '日期' },
  certificateFileID: {
    en: 'Certificate of incorporation',
    'zh-HK': '公司註冊證明書',
    'zh-CN': '公司注册证明书',
  },
  brCertificateFileID: {
    en: 'Business registration certificate',
    'zh-HK': '商業登記證',
    'zh-CN': '商业登记证',
  },
  note: { en: 'Note', 'zh-HK': '備註', 'zh-CN': '备注' },
  itemID: { en: 'Document', 'zh-HK': '文件', 'zh-CN': '文件' },
  fieldRemarks: { en: 'Remarks on fields', 'zh-HK': '欄位備註', 'zh-CN': '字段备注' },
  crossCheck: {
    en: 'Forms and documents to check',
    'zh-HK': '待核對的表格及文件',
    'zh-CN': '待核对的表格及文件',
  },
  // Billing (issue 8).
  lines: { en: 'Invoice lines', 'zh-HK': '發票項目', 'zh-CN': '发票项目' },
  notes: { en: 'Notes', 'zh-HK': '附註', 'zh-CN': '附注' },
  proofFileIDs: { en: 'Proof of payment', 'zh-HK': '付款證明', 'zh-CN': '付款证明' },
  reference: { en: 'Bank reference', 'zh-HK': '銀行參考編號', 'zh-CN': '银行参考编号' },
  paidDate: { en: 'Date paid', 'zh-HK': '付款日期', 'zh-CN': '付款日期' },
  bankName: { en: 'Bank name', 'zh-HK': '銀行名稱', 'zh-CN': '银行名称' },
  accountName: { en: 'Account name', 'zh-HK': '戶口名稱', 'zh-CN': '账户名称' },
  accountNumber: { en: 'Account number', 'zh-HK': '戶口號碼', 'zh-CN': '账户号码' },
  fpsId: { en: 'FPS identifier', 'zh-HK': '轉數快識別代號', 'zh-CN': '转数快识别代号' },
  paymentTermsDays: { en: 'Payment terms (days)', 'zh-HK': '付款期限（日）', 'zh-CN': '付款期限（天）' },
  serviceFees: { en: 'Service fees', 'zh-HK': '服務費', 'zh-CN': '服务费' },
  tcspLicenceNo: {
    en: 'TCSP licence number',
    'zh-HK': '信託或公司服務提供者牌照號碼',
    'zh-CN': '信托或公司服务提供者牌照号码',
  },
};

/** The field's name for a message in this language. */
export function fieldLabel(field: string, language: TLanguage): string {
  const stakeholder = /^stakeholders\.(\d+)\.(name|authSigner)$/.exec(field);
  if (stakeholder) {
    const n = Number(stakeholder[1]) + 1;
    return stakeholder[2] === 'name'
      ? {
          en: `Name of stakeholder ${n}`,
          'zh-HK': `第 ${n} 位持份者的名稱`,
          'zh-CN': `第 ${n} 位持份者的名称`,
        }[language]
      : {
          en: `Authorised signer of stakeholder ${n}`,
          'zh-HK': `第 ${n} 位持份者的授權簽署人`,
          'zh-CN': `第 ${n} 位持份者的授权签署人`,
        }[language];
  }
  const line = /^lines\.(\d+)\.(kind|description|amountCents|code)$/.exec(field);
  if (line) {
    const n = Number(line[1]) + 1;
    const part = LINE_PARTS[line[2] as keyof typeof LINE_PARTS][language];
    return { en: `Line ${n}: ${part}`, 'zh-HK': `第 ${n} 項：${part}`, 'zh-CN': `第 ${n} 项：${part}` }[
      language
    ];
  }
  const fee = /^serviceFees\.(MVP|AR|EM|AMENDMENT)$/.exec(field);
  if (fee) return `${FIELD_LABELS.serviceFees?.[language] ?? field} (${fee[1]})`;
  return FIELD_LABELS[field]?.[language] ?? field;
}

/** The parts of an invoice line, for messages about one line. */
const LINE_PARTS = {
  kind: { en: 'type', 'zh-HK': '類別', 'zh-CN': '类别' },
  description: { en: 'description', 'zh-HK': '說明', 'zh-CN': '说明' },
  amountCents: { en: 'amount', 'zh-HK': '金額', 'zh-CN': '金额' },
  code: { en: 'code', 'zh-HK': '代碼', 'zh-CN': '代码' },
} as const;
