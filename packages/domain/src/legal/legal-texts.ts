import { z } from 'zod';

/**
 * The five legal texts of spec §1, shown as modal dialogs cross-linked to each other. Each has a
 * version: acceptance is recorded per user and version, so a changed text is accepted again. The texts
 * themselves live in the web app's locale files (three languages) under `legal.<key>`.
 */
export const LEGAL_TEXTS = {
  NAME_SEARCH_TERMS: { version: '2026-11-26', acceptance: true },
  DISCLAIMER_AND_TERMS: { version: '2026-11-26', acceptance: false },
  PRIVACY_POLICY: { version: '2026-11-27', acceptance: false },
  ENTITY_MIGRATION_RECOGNITION_TERMS: { version: '2026-11-26', acceptance: true },
  ID_CARD_RECOGNITION_TERMS: { version: '2026-11-26', acceptance: true },
} as const satisfies Record<string, { version: string; acceptance: boolean }>;

export type TLegalText = keyof typeof LEGAL_TEXTS;
export const LEGAL_TEXT_KEYS = Object.keys(LEGAL_TEXTS) as TLegalText[];
/** The texts a user accepts before using what they govern (the others are read, not accepted). */
export const ACCEPTED_LEGAL_TEXTS = LEGAL_TEXT_KEYS.filter((k) => LEGAL_TEXTS[k].acceptance);

export const ZLegalAcceptanceRequest = z
  .strictObject({
    text: z.enum(ACCEPTED_LEGAL_TEXTS as [TLegalText, ...TLegalText[]]),
    /** The version the user read; an outdated one is refused (the text changed meanwhile). */
    version: z.string().max(20),
  })
  .meta({ id: 'LegalAcceptanceRequest' });
export type TLegalAcceptanceRequest = z.infer<typeof ZLegalAcceptanceRequest>;

export const ZLegalAcceptances = z
  .strictObject({
    acceptances: z.array(
      z.strictObject({
        text: z.enum(LEGAL_TEXT_KEYS as [TLegalText, ...TLegalText[]]),
        version: z.string(),
        acceptedAt: z.string(),
        /** The accepted version is the current one. */
        current: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'LegalAcceptances' });
export type TLegalAcceptances = z.infer<typeof ZLegalAcceptances>;

/** Tells whether a user's acceptances include the current version of a text. */
export function hasAcceptedCurrent(acceptances: TLegalAcceptances['acceptances'], text: TLegalText): boolean {
  return acceptances.some((a) => a.text === text && a.version === LEGAL_TEXTS[text].version);
}
