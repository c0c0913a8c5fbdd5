import { describe, expect, it } from 'vitest';
import { canOpenRoute, CHECK_KEYS, LANGUAGES, ROUTES, USER_TYPES } from '@portal/domain';
import en from '../../../public/locales/en.json';
import zhCN from '../../../public/locales/zh-CN.json';
import zhHK from '../../../public/locales/zh-HK.json';
import {
  FIELD_HELP,
  HELP_GROUPS,
  HELP_TOPICS,
  helpKeys,
  helpTopicForPath,
  helpTopicsFor,
} from './field-help';
import { GUIDES, SECTION_IDS, sectionsFor } from './help-guides';

const FILES = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as const;

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('field help topics', () => {
  it('finds a field by the last part of its draft path, however deep', () => {
    expect(helpTopicForPath('companyEngName')).toBe('companyEngName');
    expect(helpTopicForPath('stakeholders.0.ownerOfBodyCorporate.2.idNum')).toBe('idNum');
    expect(helpTopicForPath('stakeholders.3.resAddress')).toBe('residentialAddress');
    expect(helpTopicForPath('shareClasses.1.className')).toBe('shareClass');
    expect(helpTopicForPath('changes.0.newEngName')).toBe('companyEngName');
    expect(helpTopicForPath('brn')).toBe('brn');
  });

  it('leaves plain fields and address lines without help', () => {
    for (const path of ['contactPerson.name', 'stakeholders.0.email', 'regOfficeAddress.engFlat', 'remarks'])
      expect(helpTopicForPath(path)).toBeUndefined();
  });

  it('shows a client only the fields a client is asked, staff all of them', () => {
    const client = helpTopicsFor('GU');
    expect(client).toContain('idNum');
    expect(client).toContain('registeredOffice');
    expect(client).not.toContain('companyNumber');
    expect(client).not.toContain('cddIdentity');
    expect(client).not.toContain('fpsId');
    expect(helpTopicsFor('COM_SEC')).toEqual(HELP_TOPICS);
  });

  it('groups every topic under a known heading', () => {
    for (const topic of HELP_TOPICS) expect(HELP_GROUPS).toContain(FIELD_HELP[topic].group);
  });
});

// Keys built at run time escape the literal-key check of scripts/check-locales.mjs.
describe.each(LANGUAGES)('%s help texts', (language) => {
  const file = FILES[language];
  const text = (key: string) => lookup(file, key);

  it('give every topic a label, why, format and example', () => {
    for (const topic of HELP_TOPICS)
      for (const key of Object.values(helpKeys(topic))) expect(text(key), key).toEqual(expect.any(String));
  });

  it('give every section a title and an intro, every group and check a text', () => {
    for (const id of SECTION_IDS) {
      expect(text(`help.sections.${id}.title`), id).toEqual(expect.any(String));
      expect(text(`help.sections.${id}.intro`), id).toEqual(expect.any(String));
    }
    for (const group of HELP_GROUPS) expect(text(`help.groups.${group}`)).toEqual(expect.any(String));
    for (const check of CHECK_KEYS) expect(text(`help.checks.${check}`), check).toEqual(expect.any(String));
  });

  it('state the formats the domain enforces', () => {
    if (language !== 'en') return;
    expect(text('fieldHelp.topics.idNum.example')).toBe('A123456(3)');
    expect(text('fieldHelp.topics.brn.format')).toMatch(/^8 digits/);
    expect(text('fieldHelp.topics.companyNumber.format')).toMatch(/^1 to 8 digits/);
    expect(text('fieldHelp.topics.tcspLicence.format')).toMatch(/TC followed by 6 digits/);
  });
});

describe('help guides', () => {
  it.each(USER_TYPES)('link %s only to screens that role may open', (userType) => {
    for (const section of sectionsFor(userType))
      for (const route of section.links ?? [])
        expect(canOpenRoute(ROUTES[route].access, { userType, nameSearchEnabled: false }), route).toBe(true);
  });

  it('keep the firm administration section for system administrators', () => {
    const ids = (userType: (typeof USER_TYPES)[number]) => sectionsFor(userType).map((s) => s.id);
    expect(ids('SYSTEM_ADMIN')).toContain('firmAdmin');
    expect(ids('COM_SEC')).not.toContain('firmAdmin');
    expect(ids('GU')).toEqual(GUIDES.client.map((s) => s.id));
  });
});
