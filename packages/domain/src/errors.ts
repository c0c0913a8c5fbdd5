import type { TLanguage } from './languages.js';

/**
 * One error vocabulary for server and browser. The numeric codes and REQUEST_TIMEOUT_ERROR are the
 * spec's catalogue (§8); the named codes are ours.
 */
export const ERROR_CODES = {
  /** Update case incomplete (spec §8). */
  UPDATE_CASE_INCOMPLETE: '15001',
  /**
   * Due diligence incomplete (spec §8): a person owed due diligence (any stakeholder of the tree, the
   * owners of corporate holders included) has no DUE_DILIGENCE record; also a risk review with no
   * RISK_ASSESSMENT record. Checked first; `details` name everyone missing.
   */
  DUE_DILIGENCE_MISSING: '18004',
  /**
   * Due diligence incomplete (spec §8): a current record does not tick the identity document or the
   * proof of address as checked. Checked after 18004; `details` name whose.
   */
  DUE_DILIGENCE_ID_UNCHECKED: '18008',
  /**
   * Due diligence incomplete (spec §8): a current record does not mark name screening as done.
   * Checked last; `details` name whose.
   */
  DUE_DILIGENCE_SCREENING_MISSING: '18012',
  /** Unsupported file type (by content). */
  FILE_TYPE_UNSUPPORTED: '38001',
  /** File type not accepted for this upload. */
  FILE_TYPE_NOT_ACCEPTED: '38002',
  /** The case is completed or cancelled; nothing moves it any more. */
  CASE_CLOSED: 'CASE_CLOSED',
  /** The company already has a renewal (open or completed) for the return date this one would file. */
  RENEWAL_EXISTS: 'RENEWAL_EXISTS',
  /** The company has no return date (no incorporation date in its records), so no renewal can say what it files. */
  NO_RETURN_DATE: 'NO_RETURN_DATE',
  /** The task was completed or withdrawn already (e.g. someone else completed it first). */
  TASK_NOT_OPEN: 'TASK_NOT_OPEN',
  /** The task waits for an earlier task or step. */
  TASK_NOT_READY: 'TASK_NOT_READY',
  /** Documents are signed only while the case's signing task is in progress. */
  SIGNING_NOT_OPEN: 'SIGNING_NOT_OPEN',
  /** This signatory has signed this document already. */
  ALREADY_SIGNED: 'ALREADY_SIGNED',
  /** The caller may not sign (or record a paper signature) for this signatory. */
  NOT_A_SIGNATORY: 'NOT_A_SIGNATORY',
  /** The task is assigned to someone else. */
  NOT_TASK_ASSIGNEE: 'NOT_TASK_ASSIGNEE',
  /** Four-eyes rule: the reviewer must not be the one who prepared the due diligence. */
  REVIEWER_MUST_DIFFER: 'REVIEWER_MUST_DIFFER',
  /** A high risk rating is approved only by a SYSTEM_ADMIN. */
  HIGH_RISK_NEEDS_ADMIN: 'HIGH_RISK_NEEDS_ADMIN',
  /** Wrong invitation code or names (spec §8 'linkCaseFail'). */
  LINK_CASE_FAIL: 'LINK_CASE_FAIL',
  /** The person is already linked to this case. */
  ALREADY_LINKED: 'ALREADY_LINKED',
  /** An entity with open cases cannot be archived (finish or cancel them first). */
  ENTITY_HAS_OPEN_CASES: 'ENTITY_HAS_OPEN_CASES',
  /** The entity is archived already (restore it to work on it again). */
  ENTITY_ARCHIVED: 'ENTITY_ARCHIVED',
  /** Only an archived entity can be restored. */
  ENTITY_NOT_ARCHIVED: 'ENTITY_NOT_ARCHIVED',
  /** Billing (issue 8): invoices are issued only at the case's invoice or payment step. */
  BILLING_NOT_OPEN: 'BILLING_NOT_OPEN',
  /** The case already has an invoice that is not void. */
  INVOICE_EXISTS: 'INVOICE_EXISTS',
  /** The invoice is paid or void: nothing more happens to it. */
  INVOICE_CLOSED: 'INVOICE_CLOSED',
  /** A payment of the invoice is waiting for the firm's decision. */
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  /** The payment was confirmed or rejected already. */
  PAYMENT_DECIDED: 'PAYMENT_DECIDED',
  /** The firm's bank details are not set up, so an invoice cannot say where to pay. */
  BILLING_DETAILS_MISSING: 'BILLING_DETAILS_MISSING',
  /** No sanctions list is loaded, so a name search would find nothing (SMOOOTH imports one). */
  SCREENING_NO_LIST: 'SCREENING_NO_LIST',
  /** A sanctions list file is malformed, truncated or not a list; nothing of it was imported. */
  SCREENING_LIST_INVALID: 'SCREENING_LIST_INVALID',
  /** The name-search terms have not been accepted yet. */
  SCREENING_TERMS_REQUIRED: 'SCREENING_TERMS_REQUIRED',
  /** The recognition terms of the reader asked for (entity-migration forms, ID cards) are not accepted yet. */
  RECOGNITION_TERMS_REQUIRED: 'RECOGNITION_TERMS_REQUIRED',
  /** The caller already has a document being read; one at a time. */
  RECOGNITION_BUSY: 'RECOGNITION_BUSY',
  /** Every reader is busy and the queue is full; try again shortly. */
  RECOGNITION_QUEUE_FULL: 'RECOGNITION_QUEUE_FULL',
  REQUEST_TIMEOUT_ERROR: 'REQUEST_TIMEOUT_ERROR',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The current password given to change it is wrong. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  ACCOUNT_DEACTIVATED: 'ACCOUNT_DEACTIVATED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A unique value (username, e-mail) is taken; `field` names it. */
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  /** A link from a mail (reset password, verify e-mail, invitation) has expired. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** The link was already used. */
  LINK_USED: 'LINK_USED',
  /** No such link (mistyped or forged). */
  LINK_INVALID: 'LINK_INVALID',
  /** Sign-in refused until the account's e-mail address is confirmed. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Registration asked for a role other than the one the invitation gives. */
  ROLE_NOT_INVITED: 'ROLE_NOT_INVITED',
  /** The change would leave the firm without an active SYSTEM_ADMIN. */
  LAST_SYSTEM_ADMIN: 'LAST_SYSTEM_ADMIN',
  /** The action would pass a limit of the firm's plan; `details[0]` names it (issue 21). */
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  /** The firm's plan does not include what was asked for (form recognition, card payments, …). */
  PLAN_FEATURE_NOT_INCLUDED: 'PLAN_FEATURE_NOT_INCLUDED',
  /** A change to a smaller plan while the firm uses more than it allows; `details` list every excess. */
  PLAN_USAGE_OVER: 'PLAN_USAGE_OVER',
  /** SMOOOTH has suspended the firm: its people read but do not change. */
  FIRM_SUSPENDED: 'FIRM_SUSPENDED',
  /** Card payment is not offered here: no Stripe keys, or the firm has not connected a Stripe account that takes cards. */
  CARD_PAYMENTS_UNAVAILABLE: 'CARD_PAYMENTS_UNAVAILABLE',
  /** The firm cannot subscribe itself: no Stripe keys on this portal (SMOOOTH sets plans), or no subscription to manage. */
  PLAN_BILLING_UNAVAILABLE: 'PLAN_BILLING_UNAVAILABLE',
  /** Only a payment the firm received (confirmed, or settled by the provider) can be refunded. */
  PAYMENT_NOT_RECEIVED: 'PAYMENT_NOT_RECEIVED',
  /** Stripe did not make a card refund (the charge was refunded or disputed at Stripe, or Stripe failed): nothing was refunded. */
  CARD_REFUND_FAILED: 'CARD_REFUND_FAILED',
  /** A payment provider's notification whose signature does not hold; nothing of it is acted on. */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** Too many requests of one kind from one address. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status for each code. */
export const ERROR_STATUS = {
  '15001': 409,
  '18004': 409,
  '18008': 409,
  '18012': 409,
  '38001': 415,
  '38002': 415,
  CASE_CLOSED: 409,
  RENEWAL_EXISTS: 409,
  NO_RETURN_DATE: 409,
  TASK_NOT_OPEN: 409,
  TASK_NOT_READY: 409,
  SIGNING_NOT_OPEN: 409,
  ALREADY_SIGNED: 409,
  NOT_A_SIGNATORY: 403,
  NOT_TASK_ASSIGNEE: 403,
  REVIEWER_MUST_DIFFER: 403,
  HIGH_RISK_NEEDS_ADMIN: 403,
  LINK_CASE_FAIL: 400,
  ALREADY_LINKED: 409,
  ENTITY_HAS_OPEN_CASES: 409,
  ENTITY_ARCHIVED: 409,
  ENTITY_NOT_ARCHIVED: 409,
  BILLING_NOT_OPEN: 409,
  INVOICE_EXISTS: 409,
  INVOICE_CLOSED: 409,
  PAYMENT_PENDING: 409,
  PAYMENT_DECIDED: 409,
  BILLING_DETAILS_MISSING: 409,
  SCREENING_NO_LIST: 409,
  SCREENING_LIST_INVALID: 400,
  SCREENING_TERMS_REQUIRED: 409,
  RECOGNITION_TERMS_REQUIRED: 409,
  RECOGNITION_BUSY: 409,
  RECOGNITION_QUEUE_FULL: 503,
  REQUEST_TIMEOUT_ERROR: 408,
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  ACCOUNT_DEACTIVATED: 403,
  TOO_MANY_ATTEMPTS: 429,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  LINK_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  ROLE_NOT_INVITED: 403,
  LAST_SYSTEM_ADMIN: 409,
  PLAN_LIMIT_REACHED: 403,
  PLAN_FEATURE_NOT_INCLUDED: 403,
  PLAN_USAGE_OVER: 409,
  FIRM_SUSPENDED: 423,
  CARD_PAYMENTS_UNAVAILABLE: 409,
  PLAN_BILLING_UNAVAILABLE: 409,
  PAYMENT_NOT_RECEIVED: 409,
  CARD_REFUND_FAILED: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<TErrorCode, number>;

type TMessages = Record<TErrorCode, string>;

/** Server messages per code, in the three interface languages. `{minutes}` and `{field}` are filled in. */
export const ERROR_MESSAGES: Record<TLanguage, TMessages> = {
  en: {
    '15001': 'The case update is incomplete.',
    '18004': 'Due diligence is incomplete: a stakeholder has no due-diligence record.',
    '18008': 'Due diligence is incomplete: an identity document or a proof of address has not been checked.',
    '18012': 'Due diligence is incomplete: name screening has not been done.',
    '38001': 'This file type is not supported.',
    '38002': 'This file type is not accepted here.',
    CASE_CLOSED: 'This case is completed or cancelled; it can no longer change.',
    RENEWAL_EXISTS:
      'This company already has an annual renewal ({caseRef}) for its return of {returnDate}; open that case instead.',
    NO_RETURN_DATE:
      'This company has no date of incorporation in its records, so its return date is unknown; record it first.',
    TASK_NOT_OPEN: 'This task is already completed or withdrawn. Reload to see where the case stands.',
    TASK_NOT_READY: 'This task is not ready yet: it waits for an earlier task of the case.',
    SIGNING_NOT_OPEN: 'Documents can be signed only while the signing task of the case is open.',
    ALREADY_SIGNED: 'This document has already been signed for this person.',
    NOT_A_SIGNATORY: 'You cannot sign this document for this person.',
    NOT_TASK_ASSIGNEE: 'This task is assigned to someone else.',
    REVIEWER_MUST_DIFFER:
      'The review must be done by a colleague other than the one who prepared the due diligence.',
    HIGH_RISK_NEEDS_ADMIN: 'A high risk rating must be approved by a system administrator.',
    LINK_CASE_FAIL: 'The invitation code or the name does not match. Please check them and try again.',
    ALREADY_LINKED: 'You are already linked to this case.',
    ENTITY_HAS_OPEN_CASES:
      'This company still has open cases. Complete or cancel them before archiving the company.',
    ENTITY_ARCHIVED: 'This company is archived. Restore it before working on it.',
    ENTITY_NOT_ARCHIVED: 'This company is not archived, so there is nothing to restore.',
    BILLING_NOT_OPEN: 'An invoice can be issued only while the case is at its invoice or payment step.',
    INVOICE_EXISTS: 'This case already has an invoice. Void it before issuing a new one.',
    INVOICE_CLOSED: 'This invoice is paid or void; it can no longer change.',
    PAYMENT_PENDING: "A payment of this invoice is waiting for the firm's confirmation.",
    PAYMENT_DECIDED: 'This payment has already been confirmed or rejected.',
    BILLING_DETAILS_MISSING:
      "The firm's bank details are not set up yet. A system administrator enters them in the billing settings.",
    SCREENING_NO_LIST:
      'No sanctions list is loaded yet, so names cannot be screened. The platform operator loads the UN and OFAC lists.',
    SCREENING_LIST_INVALID: 'This sanctions list file could not be read ({reason}); nothing was imported.',
    SCREENING_TERMS_REQUIRED: 'Please read and accept the name-search terms before screening a name.',
    RECOGNITION_TERMS_REQUIRED: 'Please read and accept the recognition terms before a document is read.',
    RECOGNITION_BUSY: 'A document of yours is still being read. Wait for it to finish, then try again.',
    RECOGNITION_QUEUE_FULL: 'Many documents are being read right now. Please try again in {seconds} seconds.',
    REQUEST_TIMEOUT_ERROR: 'Request timeout. Please try again later.',
    VALIDATION_ERROR: '{field}: {reason}',
    INVALID_CREDENTIALS: 'The username or password is incorrect.',
    WRONG_PASSWORD: 'The current password is not correct.',
    ACCOUNT_DEACTIVATED: "This account has been deactivated. Please contact your firm's administrator.",
    TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    TOKEN_EXPIRED: 'Your session has expired. Please sign in again.',
    REFRESH_TOKEN_INVALID: 'Your session has ended. Please sign in again.',
    FORBIDDEN: 'You do not have permission to do this.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This was changed by someone else. Please reload and try again.',
    ALREADY_EXISTS: '{field} is already in use.',
    LINK_EXPIRED: 'This link has expired. Please ask for a new one.',
    LINK_USED: 'This link has already been used. Please ask for a new one.',
    LINK_INVALID: 'This link is not valid. Please check it or ask for a new one.',
    EMAIL_NOT_VERIFIED:
      'Please confirm your e-mail address first: open the link we sent to it. You can ask for a new link.',
    ROLE_NOT_INVITED: 'This invitation is for another role. The role comes from the invitation.',
    LAST_SYSTEM_ADMIN: 'The firm must keep at least one active system administrator.',
    PLAN_LIMIT_REACHED:
      'The {plan} plan allows {limit} {limitName}; this would make {usage}. The {raiseTo} plan allows it: a system administrator of the firm can change plan under Subscription plan.',
    PLAN_FEATURE_NOT_INCLUDED:
      '{feature} is not part of the {plan} plan. The {raiseTo} plan includes it: a system administrator of the firm can change plan under Subscription plan.',
    PLAN_USAGE_OVER:
      'The firm uses more than the {plan} plan allows ({excesses}); bring it within the limits first.',
    FIRM_SUSPENDED:
      'The firm’s portal account is suspended: you can read but not change anything. Please contact the firm or SMOOOTH support.',
    CARD_PAYMENTS_UNAVAILABLE:
      'Card payment is not available for this invoice. Please pay by bank transfer as the invoice states.',
    PLAN_BILLING_UNAVAILABLE:
      'The plan cannot be changed here: on this portal SMOOOTH sets the firm’s plan. Please contact SMOOOTH support.',
    WEBHOOK_SIGNATURE_INVALID: 'The notification’s signature is not valid; it was not acted on.',
    PAYMENT_NOT_RECEIVED: 'Only a payment that was received can be refunded.',
    CARD_REFUND_FAILED:
      "Stripe did not refund the card, so nothing was refunded and no credit note was issued. Check the payment in the firm's Stripe dashboard, then try again.",
    TOO_MANY_REQUESTS: 'Too many requests. Please try again in {minutes} minutes.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
    SERVICE_UNAVAILABLE: 'The service is unavailable. Please try again later.',
    INTERNAL_ERROR: 'An unexpected error occurred.',
  },
  'zh-HK': {
    '15001': '案件更新尚未完成。',
    '18004': '盡職審查尚未完成：有持份者沒有盡職審查紀錄。',
    '18008': '盡職審查尚未完成：身份證明文件或地址證明尚未核對。',
    '18012': '盡職審查尚未完成：尚未進行名稱篩查。',
    '38001': '不支援此檔案類型。',
    '38002': '此處不接受此檔案類型。',
    CASE_CLOSED: '此案件已完成或已取消，不能再更改。',
    RENEWAL_EXISTS: '此公司已有 {returnDate} 申報的周年續期案件（{caseRef}），請開啟該案件。',
    NO_RETURN_DATE: '此公司的紀錄沒有成立日期，因此未知申報日期；請先記錄成立日期。',
    TASK_NOT_OPEN: '此任務已完成或已撤回。請重新載入以查看案件進度。',
    TASK_NOT_READY: '此任務尚未可以處理：正等待案件較早的任務完成。',
    SIGNING_NOT_OPEN: '只可在案件的簽署任務進行中簽署文件。',
    ALREADY_SIGNED: '此人已簽署此文件。',
    NOT_A_SIGNATORY: '你不能代此人簽署此文件。',
    NOT_TASK_ASSIGNEE: '此任務已分派給其他人。',
    REVIEWER_MUST_DIFFER: '覆核必須由準備盡職審查以外的另一位同事進行。',
    HIGH_RISK_NEEDS_ADMIN: '高風險評級必須由系統管理員批核。',
    LINK_CASE_FAIL: '邀請碼或姓名不符，請檢查後再試。',
    ALREADY_LINKED: '你已連結此案件。',
    ENTITY_HAS_OPEN_CASES: '此公司仍有進行中的案件。請先完成或取消這些案件，才可將公司封存。',
    ENTITY_ARCHIVED: '此公司已封存。請先恢復公司，才可繼續處理。',
    ENTITY_NOT_ARCHIVED: '此公司未有封存，無需恢復。',
    BILLING_NOT_OPEN: '只可在案件處於發票或付款步驟時發出發票。',
    INVOICE_EXISTS: '此案件已有發票。請先作廢該發票，才可發出新發票。',
    INVOICE_CLOSED: '此發票已付款或已作廢，不能再更改。',
    PAYMENT_PENDING: '此發票有一筆付款正等待公司確認。',
    PAYMENT_DECIDED: '此付款已獲確認或已被拒絕。',
    BILLING_DETAILS_MISSING: '公司尚未設定銀行資料。請由系統管理員在收費設定中填寫。',
    SCREENING_NO_LIST: '尚未載入制裁名單，因此無法篩查姓名。請由平台營運者載入聯合國及 OFAC 名單。',
    SCREENING_LIST_INVALID: '無法讀取此制裁名單檔案（{reason}），未有匯入任何內容。',
    SCREENING_TERMS_REQUIRED: '篩查名稱前，請先閱讀並接受名稱篩查條款。',
    RECOGNITION_TERMS_REQUIRED: '讀取文件前，請先閱讀並接受識別條款。',
    RECOGNITION_BUSY: '您的另一份文件仍在讀取中，請待其完成後再試。',
    RECOGNITION_QUEUE_FULL: '目前讀取中的文件較多，請於 {seconds} 秒後再試。',
    REQUEST_TIMEOUT_ERROR: '請求逾時，請稍後再試。',
    VALIDATION_ERROR: '{field}：{reason}',
    INVALID_CREDENTIALS: '用戶名稱或密碼不正確。',
    WRONG_PASSWORD: '目前的密碼不正確。',
    ACCOUNT_DEACTIVATED: '此帳戶已停用，請聯絡貴公司的管理員。',
    TOO_MANY_ATTEMPTS: '登入嘗試次數過多，請於 {minutes} 分鐘後再試。',
    UNAUTHENTICATED: '請先登入。',
    TOKEN_EXPIRED: '登入已逾時，請重新登入。',
    REFRESH_TOKEN_INVALID: '登入階段已結束，請重新登入。',
    FORBIDDEN: '你沒有權限執行此操作。',
    NOT_FOUND: '找不到。',
    CONFLICT: '資料已被其他人更改，請重新載入後再試。',
    ALREADY_EXISTS: '{field}已被使用。',
    LINK_EXPIRED: '此連結已失效，請重新申請。',
    LINK_USED: '此連結已使用過，請重新申請。',
    LINK_INVALID: '此連結無效，請檢查或重新申請。',
    EMAIL_NOT_VERIFIED: '請先確認你的電郵地址：請開啟我們發送的連結。你可以申請新連結。',
    ROLE_NOT_INVITED: '此邀請適用於另一角色。角色由邀請決定。',
    LAST_SYSTEM_ADMIN: '公司必須保留至少一位啟用中的系統管理員。',
    PLAN_LIMIT_REACHED:
      '{plan} 計劃的{limitName}上限為 {limit}，此操作後將達 {usage}。{raiseTo} 計劃可容許：公司的系統管理員可於「訂閱計劃」更改計劃。',
    PLAN_FEATURE_NOT_INCLUDED:
      '{plan} 計劃不包括{feature}。{raiseTo} 計劃包括此功能：公司的系統管理員可於「訂閱計劃」更改計劃。',
    PLAN_USAGE_OVER: '公司現時的用量超出 {plan} 計劃的上限（{excesses}），請先減至上限以內。',
    FIRM_SUSPENDED: '公司的入口網站帳戶已暫停：您可以查閱，但不能作任何更改。請聯絡公司或 SMOOOTH 支援。',
    CARD_PAYMENTS_UNAVAILABLE: '此發票不能以信用卡付款，請按發票所示以銀行轉賬付款。',
    PLAN_BILLING_UNAVAILABLE: '無法在此更改計劃：本平台的計劃由 SMOOOTH 設定。請聯絡 SMOOOTH 支援。',
    WEBHOOK_SIGNATURE_INVALID: '通知的簽署無效，未予處理。',
    PAYMENT_NOT_RECEIVED: '只有已收妥的付款方可退款。',
    CARD_REFUND_FAILED:
      'Stripe 未能退款至信用卡，因此並無退款，亦未發出貸項通知單。請先在公司的 Stripe 控制台查看該筆付款，然後再試。',
    TOO_MANY_REQUESTS: '請求次數過多，請於 {minutes} 分鐘後再試。',
    PAYLOAD_TOO_LARGE: '請求內容過大。',
    UNSUPPORTED_MEDIA_TYPE: '不支援此內容類型。',
    SERVICE_UNAVAILABLE: '服務暫時無法使用，請稍後再試。',
    INTERNAL_ERROR: '發生未預期的錯誤。',
  },
  'zh-CN': {
    '15001': '案件更新尚未完成。',
    '18004': '尽职调查尚未完成：有持份者没有尽职调查记录。',
    '18008': '尽职调查尚未完成：身份证明文件或地址证明尚未核对。',
    '18012': '尽职调查尚未完成：尚未进行名称筛查。',
    '38001': '不支持此文件类型。',
    '38002': '此处不接受此文件类型。',
    CASE_CLOSED: '此案件已完成或已取消，不能再更改。',
    RENEWAL_EXISTS: '此公司已有 {returnDate} 申报的周年续期案件（{caseRef}），请打开该案件。',
    NO_RETURN_DATE: '此公司的记录没有成立日期，因此未知申报日期；请先记录成立日期。',
    TASK_NOT_OPEN: '此任务已完成或已撤回。请重新加载以查看案件进度。',
    TASK_NOT_READY: '此任务尚不可处理：正在等待案件较早的任务完成。',
    SIGNING_NOT_OPEN: '只能在案件的签署任务进行中签署文件。',
    ALREADY_SIGNED: '此人已签署此文件。',
    NOT_A_SIGNATORY: '你不能代此人签署此文件。',
    NOT_TASK_ASSIGNEE: '此任务已分配给其他人。',
    REVIEWER_MUST_DIFFER: '复核必须由准备尽职调查以外的另一位同事进行。',
    HIGH_RISK_NEEDS_ADMIN: '高风险评级必须由系统管理员批准。',
    LINK_CASE_FAIL: '邀请码或姓名不符，请检查后再试。',
    ALREADY_LINKED: '你已关联此案件。',
    ENTITY_HAS_OPEN_CASES: '此公司仍有进行中的案件。请先完成或取消这些案件，才可将公司归档。',
    ENTITY_ARCHIVED: '此公司已归档。请先恢复公司，才可继续处理。',
    ENTITY_NOT_ARCHIVED: '此公司未归档，无需恢复。',
    BILLING_NOT_OPEN: '只能在案件处于发票或付款步骤时开具发票。',
    INVOICE_EXISTS: '此案件已有发票。请先作废该发票，才可开具新发票。',
    INVOICE_CLOSED: '此发票已付款或已作废，不能再更改。',
    PAYMENT_PENDING: '此发票有一笔付款正在等待公司确认。',
    PAYMENT_DECIDED: '此付款已被确认或已被拒绝。',
    BILLING_DETAILS_MISSING: '公司尚未设置银行资料。请由系统管理员在收费设置中填写。',
    SCREENING_NO_LIST: '尚未载入制裁名单，因此无法筛查姓名。请由平台运营者载入联合国及 OFAC 名单。',
    SCREENING_LIST_INVALID: '无法读取此制裁名单文件（{reason}），未有导入任何内容。',
    SCREENING_TERMS_REQUIRED: '筛查名称前，请先阅读并接受名称筛查条款。',
    RECOGNITION_TERMS_REQUIRED: '读取文件前，请先阅读并接受识别条款。',
    RECOGNITION_BUSY: '您的另一份文件仍在读取中，请待其完成后再试。',
    RECOGNITION_QUEUE_FULL: '目前读取中的文件较多，请于 {seconds} 秒后再试。',
    REQUEST_TIMEOUT_ERROR: '请求超时，请稍后再试。',
    VALIDATION_ERROR: '{field}：{reason}',
    INVALID_CREDENTIALS: '用户名或密码不正确。',
    WRONG_PASSWORD: '当前密码不正确。',
    ACCOUNT_DEACTIVATED: '此账户已停用，请联系贵公司的管理员。',
    TOO_MANY_ATTEMPTS: '登录尝试次数过多，请于 {minutes} 分钟后再试。',
    UNAUTHENTICATED: '请先登录。',
    TOKEN_EXPIRED: '登录已过期，请重新登录。',
    REFRESH_TOKEN_INVALID: '登录会话已结束，请重新登录。',
    FORBIDDEN: '你没有权限执行此操作。',
    NOT_FOUND: '找不到。',
    CONFLICT: '数据已被其他人更改，请重新加载后再试。',
    ALREADY_EXISTS: '{field}已被使用。',
    LINK_EXPIRED: '此链接已失效，请重新申请。',
    LINK_USED: '此链接已使用过，请重新申请。',
    LINK_INVALID: '此链接无效，请检查或重新申请。',
    EMAIL_NOT_VERIFIED: '请先确认你的邮箱地址：请打开我们发送的链接。你可以申请新链接。',
    ROLE_NOT_INVITED: '此邀请适用于另一角色。角色由邀请决定。',
    LAST_SYSTEM_ADMIN: '公司必须保留至少一位启用中的系统管理员。',
    PLAN_LIMIT_REACHED:
      '{plan} 套餐的{limitName}上限为 {limit}，此操作后将达 {usage}。{raiseTo} 套餐可容许：公司的系统管理员可于“订阅套餐”更改套餐。',
    PLAN_FEATURE_NOT_INCLUDED:
      '{plan} 套餐不包括{feature}。{raiseTo} 套餐包括此功能：公司的系统管理员可于“订阅套餐”更改套餐。',
    PLAN_USAGE_OVER: '公司现时的用量超出 {plan} 套餐的上限（{excesses}），请先减至上限以内。',
    FIRM_SUSPENDED: '公司的门户网站账户已暂停：您可以查阅，但不能作任何更改。请联系公司或 SMOOOTH 支持。',
    CARD_PAYMENTS_UNAVAILABLE: '此发票不能以信用卡付款，请按发票所示以银行转账付款。',
    PLAN_BILLING_UNAVAILABLE: '无法在此更改套餐：本平台的套餐由 SMOOOTH 设定。请联系 SMOOOTH 支持。',
    WEBHOOK_SIGNATURE_INVALID: '通知的签署无效，未予处理。',
    PAYMENT_NOT_RECEIVED: '只有已收妥的付款方可退款。',
    CARD_REFUND_FAILED:
      'Stripe 未能退款至信用卡，因此没有退款，也没有发出贷项通知单。请先在公司的 Stripe 控制台查看该笔付款，然后再试。',
    TOO_MANY_REQUESTS: '请求次数过多，请于 {minutes} 分钟后再试。',
    PAYLOAD_TOO_LARGE: '请求内容过大。',
    UNSUPPORTED_MEDIA_TYPE: '不支持此内容类型。',
    SERVICE_UNAVAILABLE: '服务暂时不可用，请稍后再试。',
    INTERNAL_ERROR: '发生意外错误。',
  },
};

export * from './field-messages.js';

/** Fills a message template's `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The localised message for an error code. */
export function errorMessage(
  code: TErrorCode,
  language: TLanguage,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(ERROR_MESSAGES[language][code], values);
}

/** Tells whether a string is one of the known error codes. */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
