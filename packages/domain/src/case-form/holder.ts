import { z } from 'zod';
import { ZAddress, ZDraftText } from './address.js';

/**
 * A stakeholder (holder) of spec §3: identity and links, roles, shares, contact, professional and
 * control fields, due diligence / signing / acknowledgement, and the individual or corporate detail.
 * Corporates nest their owners (ownerOfBodyCorporate) to any depth. Drafts accept incomplete values;
 * holder-rules.ts judges them on submit.
 */

/** Flags arrive as booleans or as the strings 'true' / 'false' (spec §5) and become booleans. */
export const ZBoolish = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const ZRole = ZBoolish.optional().default(false);
const ZFlag = ZBoolish.optional();
const ZHolderId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .meta({ description: 'Stable id of the holder within the case (a client-made id until saved)' });
const ZFileIds = z.array(z.string().max(64)).max(20).optional();

export const ROLE_FLAGS = [
  'isShareHolder',
  'isDirector',
  'isAlternateDR',
  'isReserveDR',
  'isComSec',
  'isDesignedRep',
] as const;
export type TRoleFlag = (typeof ROLE_FLAGS)[number];

export const ZHolder = z
  .strictObject({
    holderID: ZHolderId,
    tempID: z.string().max(64).optional(),
    /** The same person or company as another holder (appearing under several parents). */
    refID: z.string().max(64).nullish(),
    tempRefID: z.string().max(64).nullish(),
    corpHolderID: z.string().max(64).nullish(),
    tempCorpID: z.string().max(64).nullish(),
    holderType: z.enum(['I', 'C']).meta({ description: 'I individual, C corporate' }),
    // Roles
    isShareHolder: ZRole,
    isDirector: ZRole,
    isAlternateDR: ZRole,
    isReserveDR: ZRole,
    isComSec: ZRole,
    isDesignedRep: ZRole,
    isScr: ZFlag.meta({ description: 'Computed by the ownership resolution; ignored on input' }),
    isUbo: ZFlag.meta({ description: 'Computed by the ownership resolution; ignored on input' }),
    // Shares
    ordinaryShares: z.number().int().min(0).max(1e12).optional().default(0),
    compSharePercent: z.union([z.number().min(0).max(100), z.string().max(20)]).optional(),
    uboOrdinaryShare: z.number().min(0).optional(),
    // Contact and registration
    comSecOption: z.enum(['E', 'O']).optional().meta({ description: 'E: contact by e-mail; O: other' }),
    email: ZDraftText.optional().meta({ description: 'Invitation e-mail (regEmail1)' }),
    regEmail1: ZDraftText.optional(),
    regPhone1Code: ZDraftText.optional(),
    regPhone1: ZDraftText.optional(),
    regPhone1Type: z.enum(['MOBILE', 'WHATSAPP', 'OFFICE_NUMBER']).optional(),
    contactMethod: z.enum(['MOBILE', 'WHATSAPP', 'OFFICE_NUMBER', 'EMAIL', 'WECHAT']).optional(),
    secondContact: ZDraftText.optional(),
    // Professional and control
    capacity: ZDraftText.optional(),
    newlyAddCapacities: z.array(z.enum(ROLE_FLAGS)).max(6).optional(),
    resignedCapacities: z.array(z.enum(ROLE_FLAGS)).max(6).optional(),
    hasTcspNum: ZFlag,
    tcspNum: ZDraftText.optional(),
    noTcspReason: ZDraftText.optional(),
    natureOfControl: ZDraftText.optional(),
    // Due diligence, signing and acknowledgement
    ackShareholderDirector: ZFlag,
    ackSCR: ZFlag,
    status: z.enum(['C', 'I']).optional(),
    // Individual
    chiName: ZDraftText.optional(),
    engFirstName: ZDraftText.optional(),
    engLastName: ZDraftText.optional(),
    idNum: ZDraftText.optional(),
    idIssueDate: ZDraftText.optional(),
    idIssuer: ZDraftText.optional(),
    idExpiryDate: ZDraftText.optional(),
    resAddress: ZAddress.optional(),
    corrAddress: ZAddress.optional(),
    isPep: ZFlag,
    isGuiltyByCourt: ZFlag,
    isDisqualifiedDirector: ZFlag,
    isAdjBankrupt: ZFlag,
    idDocs: ZFileIds.meta({ description: 'File ids of identity documents' }),
    // Corporate
    compChiName: ZDraftText.optional(),
    compEngName: ZDraftText.optional(),
    regNum: ZDraftText.optional(),
    regAddress: ZAddress.optional(),
    jurisdiction: ZDraftText.optional().meta({ description: 'ISO3 country of incorporation' }),
    isListedCompany: ZFlag,
    authSignerFirstNameEng: ZDraftText.optional(),
    authSignerLastNameEng: ZDraftText.optional(),
    shareholderDocList: ZFileIds,
    isProhibitedDirector: ZFlag,
    isLiquidation: ZFlag,
    isCertifyOwner: ZFlag,
    /** A corporate's owners, nested to any depth. */
    get ownerOfBodyCorporate(): z.ZodOptional<z.ZodArray<typeof ZHolder>> {
      return z.array(ZHolder).max(500).optional();
    },
  })
  .meta({ id: 'Holder' });
export type THolder = z.infer<typeof ZHolder>;
export type THolderInput = z.input<typeof ZHolder>;

/** A holder is named when it has a Chinese or an English name (spec §5). */
export function holderName(
  h: Pick<THolder, 'holderType' | 'engFirstName' | 'engLastName' | 'chiName' | 'compEngName' | 'compChiName'>,
): string {
  const english =
    h.holderType === 'C'
      ? (h.compEngName ?? '')
      : [h.engFirstName, h.engLastName]
          .map((s) => (s ?? '').trim())
          .filter(Boolean)
          .join(' ');
  const chinese = h.holderType === 'C' ? (h.compChiName ?? '') : (h.chiName ?? '');
  return english.trim() || chinese.trim();
}

export function isNamedHolder(h: Parameters<typeof holderName>[0]): boolean {
  return holderName(h).length > 0;
}

/**
 * Holder status (spec §4): C (complete) when due diligence exists, or when an existing company
 * secretary holder has a phone; otherwise I. The annual-renewal view: C when comSecOption is E or a
 * registered phone exists.
 */
export function holderStatus(
  h: Pick<THolder, 'isComSec' | 'regPhone1' | 'comSecOption'>,
  context: { view: 'incorporation' | 'annualRenewal'; hasDueDiligence: boolean },
): 'C' | 'I' {
  const hasPhone = (h.regPhone1 ?? '').trim().length > 0;
  if (context.view === 'annualRenewal') return h.comSecOption === 'E' || hasPhone ? 'C' : 'I';
  if (context.hasDueDiligence) return 'C';
  return h.isComSec && hasPhone ? 'C' : 'I';
}

/**
 * The holder lists of spec §4: company secretaries and designated representatives each have their
 * own list; the rest are the other stakeholders. A role resigned (in resignedCapacities) moves the
 * holder to the resigned table of that list.
 */
export function holderLists<T extends Pick<THolder, 'isComSec' | 'isDesignedRep' | 'resignedCapacities'>>(
  holders: readonly T[],
) {
  const resigned = (h: T, role: TRoleFlag) => h.resignedCapacities?.includes(role) ?? false;
  return {
    companySecretaries: holders.filter((h) => h.isComSec && !resigned(h, 'isComSec')),
    resignedCompanySecretaries: holders.filter((h) => resigned(h, 'isComSec')),
    designatedRepresentatives: holders.filter((h) => h.isDesignedRep && !resigned(h, 'isDesignedRep')),
    resignedDesignatedRepresentatives: holders.filter((h) => resigned(h, 'isDesignedRep')),
    others: holders.filter((h) => !h.isComSec && !h.isDesignedRep),
  };
}

/** Adds a role to a holder: it is noted as newly added, and no longer resigned. */
export function addRole<T extends Pick<THolder, TRoleFlag | 'newlyAddCapacities' | 'resignedCapacities'>>(
  h: T,
  role: TRoleFlag,
): T {
  return {
    ...h,
    [role]: true,
    newlyAddCapacities: [...new Set([...(h.newlyAddCapacities ?? []), role])],
    resignedCapacities: (h.resignedCapacities ?? []).filter((r) => r !== role),
  };
}

/**
 * Resigns a role: a role added in this case is simply taken away; an existing one is kept and
 * marked resigned, so it shows in the resigned table (and the filing records the resignation).
 */
export function resignRole<T extends Pick<THolder, TRoleFlag | 'newlyAddCapacities' | 'resignedCapacities'>>(
  h: T,
  role: TRoleFlag,
): T {
  if (h.newlyAddCapacities?.includes(role)) {
    return { ...h, [role]: false, newlyAddCapacities: h.newlyAddCapacities.filter((r) => r !== role) };
  }
  if (!h[role]) return h;
  return { ...h, resignedCapacities: [...new Set([...(h.resignedCapacities ?? []), role])] };
}

/**
 * Hong Kong identity card number (DESIGN §6): one or two letters, six digits, and a check character
 * (0–9 or A for 10) making the weighted sum a multiple of 11; brackets around it are optional.
 */
export function isValidHkid(value: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/.exec(value.replace(/\s+/g, '').toUpperCase());
  if (!m) return false;
  const [, letters = '', digits = '', check = ''] = m;
  const letterValue = (c: string) => c.charCodeAt(0) - 55; // A = 10 … Z = 35
  const chars =
    letters.length === 2
      ? [letterValue(letters[0] ?? ''), letterValue(letters[1] ?? '')]
      : [36, letterValue(letters[0] ?? '')];
  let sum = chars[0]! * 9 + chars[1]! * 8;
  for (let i = 0; i < 6; i += 1) sum += Number(digits[i]) * (7 - i);
  const remainder = (11 - (sum % 11)) % 11;
  const expected = remainder === 10 ? 'A' : String(remainder);
  return check === expected;
}
