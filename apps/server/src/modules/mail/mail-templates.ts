import type { TLanguage } from '@portal/domain';
import { BILLING_MAIL_TEMPLATES, BILLING_MAIL_TEXTS } from './billing-texts.js';
import { DEADLINE_MAIL_TEMPLATES, DEADLINE_MAIL_TEXTS } from './deadline-texts.js';
import { SCREENING_MAIL_TEMPLATES, SCREENING_MAIL_TEXTS } from './screening-texts.js';

/** Every mail the product sends; each has a text in the three languages (the recipient's language). */
export const MAIL_TEMPLATES = [
  'invitation',
  'verifyEmail',
  'forgotUsername',
  'resetPassword',
  'caseInvitationCode',
  'caseRequested',
  'contactUs',
  ...BILLING_MAIL_TEMPLATES,
  ...DEADLINE_MAIL_TEMPLATES,
  ...SCREENING_MAIL_TEMPLATES,
] as const;
export type TMailTemplate = (typeof MAIL_TEMPLATES)[number];

/** How a role is named in mails (the invitation says which role it gives). */
export const ROLE_NAMES: Record<'GU' | 'COM_SEC' | 'SYSTEM_ADMIN', Record<TLanguage, string>> = {
  GU: { en: 'a client', 'zh-HK': '客戶', 'zh-CN': '客户' },
  COM_SEC: { en: 'company secretarial staff', 'zh-HK': '公司秘書職員', 'zh-CN': '公司秘书职员' },
  SYSTEM_ADMIN: { en: 'system administrator', 'zh-HK': '系統管理員', 'zh-CN': '系统管理员' },
};

interface TTemplateText {
  subject: string;
  /** Paragraphs; `{name}` placeholders are filled with (escaped) values. */
  paragraphs: string[];
  /** A button to the link in `values.url`, when the mail has one. */
  action?: string;
}

/** The closing line: from the firm when one sends the mail, else from the portal itself. */
const SIGN_OFF: Record<TLanguage, { firm: string; platform: string }> = {
  en: {
    firm: 'This is an automatic message from {firmName} on the company secretarial portal. If you did not expect it, you can ignore it.',
    platform:
      'This is an automatic message from the company secretarial portal. If you did not expect it, you can ignore it.',
  },
  'zh-HK': {
    firm: '此電郵由 {firmName} 經公司秘書平台自動發出。如你並無預期收到此電郵，可不予理會。',
    platform: '此電郵由公司秘書平台自動發出。如你並無預期收到此電郵，可不予理會。',
  },
  'zh-CN': {
    firm: '此邮件由 {firmName} 经公司秘书平台自动发出。如你并无预期收到此邮件，可不予理会。',
    platform: '此邮件由公司秘书平台自动发出。如你并无预期收到此邮件，可不予理会。',
  },
};

const TEXTS: Record<TMailTemplate, Record<TLanguage, TTemplateText>> = {
  ...BILLING_MAIL_TEXTS,
  ...DEADLINE_MAIL_TEXTS,
  ...SCREENING_MAIL_TEXTS,
  invitation: {
    en: {
      subject: '{firmName} invites you to the company secretarial portal',
      paragraphs: [
        'Hello,',
        '{inviterName} of {firmName} has invited you to join the portal as {roleName}.',
        'Create your account with the link below. The link can be used once and expires on {expiresAt}.',
      ],
      action: 'Create your account',
    },
    'zh-HK': {
      subject: '{firmName} 邀請你使用公司秘書平台',
      paragraphs: [
        '你好：',
        '{firmName} 的 {inviterName} 邀請你以「{roleName}」身份加入平台。',
        '請按以下連結建立帳戶。連結只可使用一次，並於 {expiresAt} 失效。',
      ],
      action: '建立帳戶',
    },
    'zh-CN': {
      subject: '{firmName} 邀请你使用公司秘书平台',
      paragraphs: [
        '你好：',
        '{firmName} 的 {inviterName} 邀请你以“{roleName}”身份加入平台。',
        '请点击以下链接创建账户。链接只能使用一次，并于 {expiresAt} 失效。',
      ],
      action: '创建账户',
    },
  },
  verifyEmail: {
    en: {
      subject: 'Confirm your e-mail address',
      paragraphs: [
        'Hello {name},',
        'Please confirm that {email} is your e-mail address. The link expires on {expiresAt}.',
      ],
      action: 'Confirm e-mail address',
    },
    'zh-HK': {
      subject: '確認你的電郵地址',
      paragraphs: ['{name} 你好：', '請確認 {email} 是你的電郵地址。連結於 {expiresAt} 失效。'],
      action: '確認電郵地址',
    },
    'zh-CN': {
      subject: '确认你的邮箱地址',
      paragraphs: ['{name} 你好：', '请确认 {email} 是你的邮箱地址。链接于 {expiresAt} 失效。'],
      action: '确认邮箱地址',
    },
  },
  forgotUsername: {
    en: {
      subject: 'Your portal username',
      paragraphs: [
        'Hello {name},',
        'You asked for the username of your account. It is: {username}',
        'You can sign in with it, or with this e-mail address.',
      ],
      action: 'Sign in',
    },
    'zh-HK': {
      subject: '你的平台用戶名稱',
      paragraphs: [
        '{name} 你好：',
        '你要求取回帳戶的用戶名稱，你的用戶名稱是：{username}',
        '你可用此用戶名稱或此電郵地址登入。',
      ],
      action: '登入',
    },
    'zh-CN': {
      subject: '你的平台用户名',
      paragraphs: [
        '{name} 你好：',
        '你要求找回账户的用户名，你的用户名是：{username}',
        '你可以用此用户名或此邮箱地址登录。',
      ],
      action: '登录',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your portal password',
      paragraphs: [
        'Hello {name},',
        'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it can be used once and expires on {expiresAt}.',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    'zh-HK': {
      subject: '重設你的平台密碼',
      paragraphs: [
        '{name} 你好：',
        '有人要求重設你帳戶的密碼。如果是你本人，請按以下連結設定新密碼；連結只可使用一次，並於 {expiresAt} 失效。',
        '如果不是你本人，請不予理會，你的密碼不會改變。',
      ],
      action: '設定新密碼',
    },
    'zh-CN': {
      subject: '重置你的平台密码',
      paragraphs: [
        '{name} 你好：',
        '有人要求重置你账户的密码。如果是你本人，请点击以下链接设置新密码；链接只能使用一次，并于 {expiresAt} 失效。',
        '如果不是你本人，请忽略此邮件，你的密码不会改变。',
      ],
      action: '设置新密码',
    },
  },
  caseInvitationCode: {
    en: {
      subject: 'Your invitation code for {companyName}',
      paragraphs: [
        'Hello {name},',
        '{firmName} has opened a {caseTypeName} case for {companyName} and invites you to take part.',
        'Sign in to the portal and link the case with this invitation code: {invitationCode}',
        'The code can be used once and expires on {expiresAt}.',
      ],
      action: 'Open the portal',
    },
    'zh-HK': {
      subject: '{companyName} 的邀請碼',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已為 {companyName} 開立「{caseTypeName}」案件，並邀請你參與。',
        '請登入平台，並以此邀請碼連結案件：{invitationCode}',
        '邀請碼只可使用一次，並於 {expiresAt} 失效。',
      ],
      action: '前往平台',
    },
    'zh-CN': {
      subject: '{companyName} 的邀请码',
      paragraphs: [
        '{name} 你好：',
        '{firmName} 已为 {companyName} 开立“{caseTypeName}”案件，并邀请你参与。',
        '请登录平台，并用此邀请码关联案件：{invitationCode}',
        '邀请码只能使用一次，并于 {expiresAt} 失效。',
      ],
      action: '前往平台',
    },
  },
  caseRequested: {
    en: {
      subject: 'New request from {clientName}: {caseTypeName} for {companyName}',
      paragraphs: [
        'Hello,',
        '{clientName} has asked {firmName} for a {caseTypeName} case for {companyName} ({caseRef}).',
        'Nobody has taken charge of it yet. Open the case to take charge.',
      ],
      action: 'Open the case',
    },
    'zh-HK': {
      subject: '{clientName} 的新申請：{companyName} 的「{caseTypeName}」',
      paragraphs: [
        '你好：',
        '{clientName} 已向 {firmName} 申請為 {companyName} 開立「{caseTypeName}」案件（{caseRef}）。',
        '目前尚未有同事負責。請打開案件並接手處理。',
      ],
      action: '打開案件',
    },
    'zh-CN': {
      subject: '{clientName} 的新申请：{companyName} 的“{caseTypeName}”',
      paragraphs: [
        '你好：',
        '{clientName} 已向 {firmName} 申请为 {companyName} 开立“{caseTypeName}”案件（{caseRef}）。',
        '目前尚未有同事负责。请打开案件并接手处理。',
      ],
      action: '打开案件',
    },
  },
  contactUs: {
    en: {
      subject: 'Contact form: {name}',
      paragraphs: [
        'A message from the contact form of the portal.',
        'From: {name} <{email}>',
        'Company: {company}',
        'Message:',
        '{message}',
      ],
    },
    'zh-HK': {
      subject: '聯絡表格：{name}',
      paragraphs: [
        '以下訊息經平台的聯絡表格發出。',
        '寄件人：{name} <{email}>',
        '公司：{company}',
        '訊息：',
        '{message}',
      ],
    },
    'zh-CN': {
      subject: '联系表格：{name}',
      paragraphs: [
        '以下留言经平台的联系表格发出。',
        '发件人：{name} <{email}>',
        '公司：{company}',
        '留言：',
        '{message}',
      ],
    },
  },
};

export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for HTML, so a name like `<script>` arrives as text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function fill(template: string, values: Record<string, string>, escape: (s: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`mail template value missing: ${key}`);
    return escape(value);
  });
}

/**
 * Renders a mail in the recipient's language, as plain text and as simple HTML. Values are escaped
 * in the HTML; a missing value is an error rather than a '{name}' left in a mail to a client.
 */
export function renderMail(
  template: TMailTemplate,
  language: TLanguage,
  values: Record<string, string>,
): TRenderedMail {
  const text = TEXTS[template][language];
  const plain = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const subject = fill(text.subject, values, plain);
  // A paragraph that is only a value left empty (an optional note) is left out, in text and HTML.
  const kept = text.paragraphs.filter((p) => fill(p, values, (s) => s).trim() !== '');
  const paragraphs = kept.map((p) => fill(p, values, (s) => s));
  const signOff = values.firmName
    ? fill(SIGN_OFF[language].firm, { firmName: values.firmName }, (s) => s)
    : SIGN_OFF[language].platform;
  const url = text.action ? values.url : undefined;
  if (text.action && !url) throw new Error('mail template value missing: url');

  const body = [...paragraphs, ...(url && text.action ? [`${text.action}: ${url}`] : [])].join('\n\n');
  // '-- ' on its own line is the signature separator mail programs recognise.
  const textBody = `${body}\n\n-- \n${signOff}\n`;
  const htmlParagraphs = kept
    .map(
      (p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${fill(escapeHtml(p), values, escapeHtml)}</p>`,
    )
    .join('');
  const button =
    url && text.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#673ab7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(text.action)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5b6576;word-break:break-all">${escapeHtml(url)}</p>`
      : '';
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;background:#eef2f6;font-family:Arial,'Noto Sans TC','Noto Sans SC',sans-serif;color:#364152">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">${htmlParagraphs}${button}` +
    `<hr style="border:none;border-top:1px solid #e3e8ef;margin:24px 0"><p style="font-size:12px;color:#5b6576">${escapeHtml(signOff)}</p></div></body></html>`;
  return { subject, text: textBody, html };
}
