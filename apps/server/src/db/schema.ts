import type { AccountTables } from './schema-accounts.js';
import type { BillingTables } from './schema-billing.js';
import type { CaseTables } from './schema-cases.js';
import type { ComplianceTables } from './schema-compliance.js';
import type { DocumentTables } from './schema-documents.js';
import type { EntityTables } from './schema-entities.js';
import type { KeyTables } from './schema-keys.js';
import type { NameSearchTables } from './schema-name-search.js';
import type { PlatformTables } from './schema-platform.js';
import type { RenewalTables } from './schema-renewal.js';
import type { ScreeningTables } from './schema-screening.js';
import type { TwoFactorTables } from './schema-two-factor.js';

// The table interfaces that lived here before the split by area, so imports from './schema.js' still hold.
export type * from './schema-accounts.js';
export type * from './schema-cases.js';
export type * from './schema-compliance.js';
export type * from './schema-documents.js';
export type * from './schema-entities.js';
export type * from './schema-platform.js';

/** Kysely's view of the tables the migrations make; keep in step with db/migrations. */
export interface DB
  extends
    AccountTables,
    PlatformTables,
    EntityTables,
    CaseTables,
    DocumentTables,
    ComplianceTables,
    BillingTables,
    RenewalTables,
    NameSearchTables,
    ScreeningTables,
    TwoFactorTables,
    KeyTables {}
