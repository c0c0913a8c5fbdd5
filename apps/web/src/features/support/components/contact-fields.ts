/**
 * The fields of the contact form a person fills in (the spam trap is not one of them). Apart from
 * contact-validation so that naming them does not load zod.
 */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: every field as typed, `website` being the spam trap. */
export type TContactValues = Record<TContactField | 'website', string>;
