import { isIso3Country, ZNameSearchRequest, type TNameSearchRequest } from '@portal/domain';
import { isRealDate } from '../compliance/due-diligence-form';
import { hongKongToday } from '../entities/hk-date';

/**
 * The form of /name-search/add. Spec §5: an individual needs an English first and last name, or a
 * full name in Chinese or another script; a corporate needs the full company name. The API takes one
 * name per search, so the form asks which way the individual's name is written and sends that one.
 */
export interface TNameSearchForm {
  type: 'I' | 'C';
  /** How the individual's name is given: English first and last name, or a full name in its own script. */
  nameForm: 'english' | 'script';
  firstName: string;
  lastName: string;
  fullName: string;
  companyName: string;
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-3 or ''. */
  nationality: string;
  idNumber: string;
}

export type TNameSearchField = Exclude<keyof TNameSearchForm, 'type' | 'nameForm'>;

/** What is wrong with a field; each is a key under nameSearch.form.errors. */
export type TFieldError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'fullNameRequired'
  | 'companyNameRequired'
  | 'latinOnly'
  | 'tooLong'
  | 'invalid'
  | 'dateInvalid'
  | 'dateInFuture'
  | 'countryInvalid';

export type TFormErrors = Partial<Record<TNameSearchField, TFieldError>>;

export const EMPTY_FORM: TNameSearchForm = {
  type: 'I',
  nameForm: 'english',
  firstName: '',
  lastName: '',
  fullName: '',
  companyName: '',
  dateOfBirth: '',
  nationality: '',
  idNumber: '',
};

/** The API's longest name (ZNameSearchRequest), shared by the two English fields. */
const NAME_MAX = 300;
const PART_MAX = 150;
const ID_MAX = 50;
// An English name is written in Latin letters (with their accents), spaces and name punctuation.
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\s.'’\-,()]*$/u;
// Control characters are refused by the API (ZPlainText); say so at the field instead.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function nameError(
  value: string,
  required: TFieldError,
  max: number,
  latin = false,
): TFieldError | undefined {
  const text = value.trim();
  if (!text) return required;
  if (CONTROL.test(text)) return 'invalid';
  if (latin && !LATIN_NAME.test(text)) return 'latinOnly';
  if (text.length > max) return 'tooLong';
  return undefined;
}

/** Every problem of the form by field (spec §5); empty when it can be sent. */
export function validateNameSearchForm(form: TNameSearchForm, today = hongKongToday()): TFormErrors {
  const errors: TFormErrors = {};
  const set = (field: TNameSearchField, error: TFieldError | undefined) => {
    if (error) errors[field] = error;
  };
  if (form.type === 'C') {
    set('companyName', nameError(form.companyName, 'companyNameRequired', NAME_MAX));
    return errors;
  }
  if (form.nameForm === 'english') {
    set('firstName', nameError(form.firstName, 'firstNameRequired', PART_MAX, true));
    set('lastName', nameError(form.lastName, 'lastNameRequired', PART_MAX, true));
  } else {
    set('fullName', nameError(form.fullName, 'fullNameRequired', NAME_MAX));
  }
  const dob = form.dateOfBirth.trim();
  if (dob && !isRealDate(dob)) set('dateOfBirth', 'dateInvalid');
  else if (dob && dob > today) set('dateOfBirth', 'dateInFuture');
  if (form.nationality && !isIso3Country(form.nationality)) set('nationality', 'countryInvalid');
  const id = form.idNumber.trim();
  if (CONTROL.test(id)) set('idNumber', 'invalid');
  else if (id.length > ID_MAX) set('idNumber', 'tooLong');
  return errors;
}

/** The name the search runs on: the English name as "first last", or the full name as written. */
export function searchedName(form: TNameSearchForm): string {
  if (form.type === 'C') return form.companyName.trim();
  if (form.nameForm === 'script') return form.fullName.trim();
  return `${form.firstName.trim()} ${form.lastName.trim()}`;
}

/** The request of POST /api/name-search for a valid form; optional fields only when given. */
export function toNameSearchRequest(
  form: TNameSearchForm,
  link: { caseID?: string; holderID?: string } = {},
): TNameSearchRequest {
  const individual = form.type === 'I';
  const request: TNameSearchRequest = { name: searchedName(form), type: form.type, ...link };
  if (individual && form.dateOfBirth.trim()) request.dateOfBirth = form.dateOfBirth.trim();
  if (individual && form.nationality) request.nationality = form.nationality;
  if (individual && form.idNumber.trim()) request.idNumber = form.idNumber.trim();
  return request;
}

/** The request fields the form shows a refusal at. */
export const FORM_API_FIELDS: readonly string[] = ['name', 'dateOfBirth', 'nationality', 'idNumber'];

/** The form field a refusal of the API names (its `field`, e.g. "name" or "dateOfBirth"). */
export function fieldOfApiError(
  form: TNameSearchForm,
  apiField: string | undefined,
): TNameSearchField | null {
  switch (apiField) {
    case 'name':
      return form.type === 'C' ? 'companyName' : form.nameForm === 'script' ? 'fullName' : 'lastName';
    case 'dateOfBirth':
    case 'nationality':
    case 'idNumber':
      return apiField;
    default:
      return null;
  }
}

/** True when the request also passes the domain's own schema (the same one the server applies). */
export function passesRequestSchema(request: TNameSearchRequest): boolean {
  return ZNameSearchRequest.safeParse(request).success;
}

/** A form filled from an earlier search's query ("Search again"), so a clerk can refine it. */
export function formFromQuery(query: {
  name: string;
  type: 'I' | 'C';
  dateOfBirth: string | null;
  nationality: string | null;
  idNumber: string | null;
}): TNameSearchForm {
  const base = {
    ...EMPTY_FORM,
    type: query.type,
    dateOfBirth: query.dateOfBirth ?? '',
    nationality: query.nationality ?? '',
    idNumber: query.idNumber ?? '',
  };
  if (query.type === 'C') return { ...base, companyName: query.name };
  const words = query.name.trim().split(/\s+/);
  // A name of Latin letters in two or more words goes back into first and last name; any other stays whole.
  if (words.length >= 2 && LATIN_NAME.test(query.name))
    return { ...base, firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
  return { ...base, nameForm: 'script', fullName: query.name };
}
