const id = (value: string) => encodeURIComponent(value);

/** /entities/active/:companyID: the company's page (an archived one shows there too, marked). */
export function entityPagePath(companyID: string): string {
  return `/entities/active/${id(companyID)}`;
}

/** /entities/archive/:companyID/:holderID: an archived company and one of its former holders. */
export function archivedHolderPath(companyID: string, holderID: string): string {
  return `/entities/archive/${id(companyID)}/${id(holderID)}`;
}
