/**
 * Where the ownership diagram's holdings come from on each screen: a case's information (review, due
 * diligence), a company's stakeholder records (entity page). Both become the resolution's input, so
 * the picture shows the shares the server's resolution counts.
 */
import {
  isValidPercent,
  ownershipInputOf,
  ownershipLinksOf,
  resolveOwnership,
  type TCaseInformation,
  type TEntityHolder,
  type TOwnershipHolder,
  type TOwnershipInput,
  type TOwnershipLinks,
  type TOwnershipResult,
} from '@portal/domain';
import type { TDiagramMarks } from './ownership-tree';

/** A case's ownership: the resolution and its holdings, or null until the issued shares are known. */
export function caseOwnership(
  info: TCaseInformation,
): { result: TOwnershipResult; links: TOwnershipLinks } | null {
  const input = ownershipInputOf(info);
  return input ? { result: resolveOwnership(input), links: ownershipLinksOf(input) } : null;
}

function toOwner(h: TEntityHolder, top: boolean): TOwnershipHolder {
  const shareholder = [...h.roles, ...h.resignedRoles].includes('isShareHolder');
  const percent = h.compSharePercent ?? undefined;
  return {
    holderID: h.holderID,
    holderType: h.holderType,
    name: h.name,
    refID: h.refID,
    // As the server reads the records (case-check.ts toOwner): only a shareholder's shares count.
    ...(top
      ? { ordinaryShares: shareholder ? h.ordinaryShares : 0 }
      : { compSharePercent: percent !== undefined && isValidPercent(percent) ? percent : 0 }),
    ...(h.holderType === 'C' ? { ownerOfBodyCorporate: h.owners.map((o) => toOwner(o, false)) } : {}),
  };
}

/** A company's holdings from its stakeholder records, or null without an issued share count. */
export function entityOwnershipLinks(
  holders: readonly TEntityHolder[],
  totalNumOfOrdShare: number | null,
): TOwnershipLinks | null {
  if (!totalNumOfOrdShare) return null;
  const input: TOwnershipInput = { totalNumOfOrdShare, holders: holders.map((h) => toOwner(h, true)) };
  return ownershipLinksOf(input);
}

/** SCR / UBO as the server marked the company's holders (a reference marks the holder it names). */
export function entityMarks(holders: readonly TEntityHolder[]): TDiagramMarks[] {
  const marks = new Map<string, TDiagramMarks>();
  const visit = (h: TEntityHolder) => {
    const holderID = h.refID ?? h.holderID;
    const known = marks.get(holderID);
    marks.set(holderID, {
      holderID,
      isScr: h.isScr || (known?.isScr ?? false),
      isUbo: h.isUbo || (known?.isUbo ?? false),
    });
    h.owners.forEach(visit);
  };
  holders.forEach(visit);
  return [...marks.values()];
}
