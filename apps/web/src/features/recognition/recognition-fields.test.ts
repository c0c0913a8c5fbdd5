import { describe, expect, it } from 'vitest';
import type { TRecognisedField } from '@portal/domain';
import en from '../../../public/locales/en.json';
import zhCN from '../../../public/locales/zh-CN.json';
import zhHK from '../../../public/locales/zh-HK.json';
import {
  PART_LABEL_KEYS,
  FIELD_LABEL_KEYS,
  groupFields,
  isLowConfidence,
  labelField,
  valueWordKey,
} from './recognition-fields';

const read = (path: string, value: TRecognisedField['value'] = 'x'): TRecognisedField => ({
  path,
  value,
  confidence: 0.9,
  page: 1,
  method: 'TEXT',
});

const lookup = (locale: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);

describe('recognition fields', () => {
  it('groups values as the form is laid out: company, share capital, then stakeholders in order', () => {
    const groups = groupFields([
      read('stakeholders.1.compEngName', 'Peak Holdings Limited'),
      read('companyEngName'),
      read('shareClasses.0.className', 'Ordinary'),
      read('stakeholders.0.engFirstName', 'Tai Man'),
      read('regOfficeAddress.engStreet'),
      read('stakeholders.0.engLastName', 'Chan'),
      read('shareCapitalCurrency', 'HKD'),
      read('somethingNew'),
    ]);
    expect(groups.map((g) => [g.key, g.name, g.fields.map((f) => f.path)])).toEqual([
      ['company', undefined, ['companyEngName', 'regOfficeAddress.engStreet']],
      ['capital', undefined, ['shareClasses.0.className', 'shareCapitalCurrency']],
      ['stakeholder.0', 'Tai Man Chan', ['stakeholders.0.engFirstName', 'stakeholders.0.engLastName']],
      ['stakeholder.1', 'Peak Holdings Limited', ['stakeholders.1.compEngName']],
      ['other', undefined, ['somethingNew']],
    ]);
    expect(groups[2]?.number).toBe(1);
  });

  it('names a field with its address and share class', () => {
    expect(labelField('stakeholders.3.resAddress.engStreet')).toEqual({
      key: 'caseForm.address.engStreet',
      partKey: 'recognition.field.resAddress',
    });
    expect(labelField('shareClasses.1.numberOfShares')).toEqual({
      key: 'caseForm.capital.classShares',
      shareClass: 2,
    });
    expect(labelField('contactPerson.email')).toEqual({
      key: 'caseForm.holder.email',
      partKey: 'caseForm.sections.contact',
    });
    expect(labelField('unknownThing').key).toBe('recognition.field.other');
  });

  it('has every label in the three languages', () => {
    const keys = [...Object.values(FIELD_LABEL_KEYS), ...Object.values(PART_LABEL_KEYS)];
    for (const locale of [en, zhHK, zhCN]) {
      const missing = keys.filter((key) => typeof lookup(locale, key) !== 'string');
      expect(missing).toEqual([]);
    }
  });

  it('says a holder type in words', () => {
    expect(valueWordKey('stakeholders.0.holderType', 'C')).toBe('caseForm.holder.corporate');
    expect(valueWordKey('stakeholders.0.holderType', 'I')).toBe('caseForm.holder.individual');
    expect(valueWordKey('stakeholders.0.engLastName', 'I')).toBeNull();
  });

  it('marks values under the threshold for checking', () => {
    expect(isLowConfidence({ confidence: 0.79 })).toBe(true);
    expect(isLowConfidence({ confidence: 0.8 })).toBe(false);
  });
});
