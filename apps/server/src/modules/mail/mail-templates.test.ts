import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';
import { MAIL_TEMPLATES, renderMail } from './mail-templates.js';

const VALUES = {
  firmName: 'Harbour CS',
  inviterName: 'Winnie Chan',
  roleName: 'COM_SEC',
  expiresAt: '2026-11-28 12:00',
  url: 'https://portal.example/x?a=1&b=2',
  name: 'Tai Man',
  email: 'tm@example.com',
  username: 'taiman',
  companyName: 'Peak Holdings Limited',
  caseTypeName: 'Incorporation',
  invitationCode: 'AB12CD34',
  clientName: 'Alice Leung',
  caseRef: 'MVP-2026-0001',
  company: 'Peak Holdings Limited',
  message: 'Line one\nLine two',
  invoiceNumber: 'INV-2026-0001',
  amount: 'HK$7,745.00',
  dueDate: '2026-12-09',
  reference: 'HSBC-889201',
  note: 'The amount received was short.',
  deadlineName: 'Annual return (Form NAR1)',
  daysLeft: '30',
  about: '',
  feeNote: "The Companies Registry's fee for Form NAR1 delivered today: HK$105.00.",
  source: 'Companies Ordinance (Cap. 622) s.662',
  hitCount: '1',
  people: 'Mei Ling Ho (1)',
  listName: 'UN',
  listDate: '2026-11-20',
  creditNoteNumber: 'CN-2026-0002',
  reason: 'the card has expired or been cancelled',
};

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES.flatMap((t) => LANGUAGES.map((l) => [t, l] as const)))(
    '%s in %s fills every placeholder',
    (template, language) => {
      const mail = renderMail(template, language, VALUES);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
      expect(mail.html).toContain(`lang="${language}"`);
      // Every mail but the contact form's carries a link, escaped in the HTML.
      if (template !== 'contactUs') {
        expect(mail.html).toContain('href="https://portal.example/x?a=1&amp;b=2"');
        expect(mail.text).toContain('https://portal.example/x?a=1&b=2');
      }
    },
  );

  it('keeps line breaks out of the subject (no header injection)', () => {
    const mail = renderMail('invitation', 'en', { ...VALUES, firmName: 'Evil\r\nBcc: all@example.com' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('optional paragraphs', () => {
  it('leave no empty paragraph when their value is empty', () => {
    const mail = renderMail('deadlineReminder', 'en', { ...VALUES, feeNote: '' });
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.html).not.toContain('white-space:pre-wrap"></p>');
    expect(mail.text).toContain('Where this comes from: Companies Ordinance');
  });
});

describe('sign-off', () => {
  it('names the firm when one sends the mail, and only the portal otherwise', () => {
    const { firmName: _firm, ...withoutFirm } = VALUES;
    expect(renderMail('resetPassword', 'en', VALUES).text).toContain(
      'from Harbour CS on the company secretarial portal',
    );
    const platform = renderMail('resetPassword', 'zh-HK', withoutFirm);
    expect(platform.text).toContain('\n-- \n此電郵由公司秘書平台自動發出。');
    expect(platform.html).not.toContain('{firmName}');
  });
});
