import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  fieldOfApiError,
  formFromQuery,
  passesRequestSchema,
  toNameSearchRequest,
  validateNameSearchForm,
  type TNameSearchForm,
} from './name-search-form';

const TODAY = '2026-11-26';
const form = (changes: Partial<TNameSearchForm>): TNameSearchForm => ({ ...EMPTY_FORM, ...changes });
const check = (changes: Partial<TNameSearchForm>) => validateNameSearchForm(form(changes), TODAY);

describe('name search form (spec §5)', () => {
  it('asks an individual for both English names, naming the missing one', () => {
    expect(check({})).toEqual({ firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    expect(check({ firstName: 'Tai Man' })).toEqual({ lastName: 'lastNameRequired' });
    expect(check({ lastName: 'Chan' })).toEqual({ firstName: 'firstNameRequired' });
    expect(check({ firstName: 'Tai Man', lastName: 'Chan' })).toEqual({});
  });

  it('takes a full name in its own script instead of the English names', () => {
    expect(check({ nameForm: 'script' })).toEqual({ fullName: 'fullNameRequired' });
    expect(check({ nameForm: 'script', fullName: '陳大文' })).toEqual({});
    expect(check({ nameForm: 'script', fullName: 'Усама бен Ладен' })).toEqual({});
  });

  it('keeps the English fields to Latin letters, accents included', () => {
    expect(check({ firstName: '大文', lastName: 'Chan' })).toEqual({ firstName: 'latinOnly' });
    expect(check({ firstName: 'José-María', lastName: "O'Brien" })).toEqual({});
  });

  it('asks a corporate only for its full name', () => {
    expect(check({ type: 'C' })).toEqual({ companyName: 'companyNameRequired' });
    expect(check({ type: 'C', companyName: '海港茶葉有限公司', firstName: '' })).toEqual({});
  });

  it('refuses a date of birth that is not a real day or lies in the future', () => {
    const named = { firstName: 'Tai Man', lastName: 'Chan' };
    expect(check({ ...named, dateOfBirth: '1980-02-30' })).toEqual({ dateOfBirth: 'dateInvalid' });
    expect(check({ ...named, dateOfBirth: '2027-01-01' })).toEqual({ dateOfBirth: 'dateInFuture' });
    expect(check({ ...named, dateOfBirth: '1980-02-29' })).toEqual({});
  });

  it('refuses names too long for the API and characters it would refuse', () => {
    expect(check({ firstName: 'A'.repeat(151), lastName: 'Chan' })).toEqual({ firstName: 'tooLong' });
    expect(check({ type: 'C', companyName: 'Harbour\u0007Tea' })).toEqual({ companyName: 'invalid' });
  });

  it('sends the English name as "first last" with the optional particulars given', () => {
    const request = toNameSearchRequest(
      form({ firstName: ' Tai Man ', lastName: 'Chan', dateOfBirth: '1980-01-02', nationality: 'HKG' }),
    );
    expect(request).toEqual({
      name: 'Tai Man Chan',
      type: 'I',
      dateOfBirth: '1980-01-02',
      nationality: 'HKG',
    });
    expect(passesRequestSchema(request)).toBe(true);
  });

  it('sends a corporate without an individual’s particulars left in the form', () => {
    const request = toNameSearchRequest(
      form({ type: 'C', companyName: 'Harbour Tea Ltd', nationality: 'HKG' }),
    );
    expect(request).toEqual({ name: 'Harbour Tea Ltd', type: 'C' });
  });

  it('shows a refusal of the name at the field the name came from', () => {
    expect(fieldOfApiError(form({}), 'name')).toBe('lastName');
    expect(fieldOfApiError(form({ nameForm: 'script' }), 'name')).toBe('fullName');
    expect(fieldOfApiError(form({ type: 'C' }), 'name')).toBe('companyName');
    expect(fieldOfApiError(form({}), 'dateOfBirth')).toBe('dateOfBirth');
    expect(fieldOfApiError(form({}), 'caseID')).toBeNull();
  });

  it('fills the form again from an earlier query', () => {
    const base = { dateOfBirth: null, nationality: 'HKG', idNumber: null };
    expect(formFromQuery({ ...base, name: 'Peter Tai Man Chan', type: 'I' })).toMatchObject({
      nameForm: 'english',
      firstName: 'Peter Tai Man',
      lastName: 'Chan',
      nationality: 'HKG',
    });
    expect(formFromQuery({ ...base, name: '陳大文', type: 'I' })).toMatchObject({
      nameForm: 'script',
      fullName: '陳大文',
    });
    expect(formFromQuery({ ...base, name: 'Harbour Tea Ltd', type: 'C' })).toMatchObject({
      type: 'C',
      companyName: 'Harbour Tea Ltd',
    });
  });
});
