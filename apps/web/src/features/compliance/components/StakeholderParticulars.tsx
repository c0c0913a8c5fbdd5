import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDueDiligenceParticulars } from '@portal/domain';
import { addressLines, countryLabel, useLanguage } from '../compliance-format';

type TDeclaration = keyof TDueDiligenceParticulars['declarations'];
const INDIVIDUAL_DECLARATIONS: TDeclaration[] = [
  'isPep',
  'isGuiltyByCourt',
  'isDisqualifiedDirector',
  'isAdjBankrupt',
];
const CORPORATE_DECLARATIONS: TDeclaration[] = [
  'isListedCompany',
  'isProhibitedDirector',
  'isLiquidation',
  'isCertifyOwner',
];
/** Declarations that call for attention when answered yes (a listed company or certified owners do not). */
const CONCERNING: readonly TDeclaration[] = [
  'isPep',
  'isGuiltyByCourt',
  'isDisqualifiedDirector',
  'isAdjBankrupt',
  'isProhibitedDirector',
  'isLiquidation',
];

/** A label and its value as a row of a description list; an empty value says so. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty =
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0);
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={empty ? { color: 'text.secondary', fontStyle: 'italic' } : undefined}
      >
        {empty ? t('dueDiligence.stakeholder.notGiven') : children}
      </Typography>
    </>
  );
}

export const descriptionListSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
  columnGap: 2,
  rowGap: 0.5,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, mb: { xs: 0.75, sm: 0 } },
} as const;

function Lines({ lines }: { lines: string[] }) {
  return lines.length ? (
    <>
      {lines.map((line, i) => (
        <Box component="span" key={i} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  ) : null;
}

/** What a stakeholder gave about their identity and addresses, and their declarations. */
export default function StakeholderParticulars({
  holderType,
  particulars: p,
}: {
  holderType: 'I' | 'C';
  particulars: TDueDiligenceParticulars;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const declarations = holderType === 'C' ? CORPORATE_DECLARATIONS : INDIVIDUAL_DECLARATIONS;
  return (
    <Stack spacing={1.5}>
      <Box component="dl" sx={descriptionListSx}>
        {holderType === 'I' ? (
          <>
            <Field label={t('dueDiligence.stakeholder.idNum')}>{p.idNum}</Field>
            <Field label={t('dueDiligence.stakeholder.idIssuer')}>{countryLabel(p.idIssuer, language)}</Field>
            {p.idIssueDate && (
              <Field label={t('dueDiligence.stakeholder.idIssueDate')}>{p.idIssueDate}</Field>
            )}
            <Field label={t('dueDiligence.stakeholder.idExpiryDate')}>{p.idExpiryDate}</Field>
            <Field label={t('dueDiligence.stakeholder.resAddress')}>
              <Lines lines={addressLines(p.resAddress, language)} />
            </Field>
            {p.corrAddress && (
              <Field label={t('dueDiligence.stakeholder.corrAddress')}>
                <Lines lines={addressLines(p.corrAddress, language)} />
              </Field>
            )}
          </>
        ) : (
          <>
            <Field label={t('dueDiligence.stakeholder.regNum')}>{p.regNum}</Field>
            <Field label={t('dueDiligence.stakeholder.jurisdiction')}>
              {countryLabel(p.jurisdiction, language)}
            </Field>
            <Field label={t('dueDiligence.stakeholder.regAddress')}>
              <Lines lines={addressLines(p.regAddress, language)} />
            </Field>
            <Field label={t('dueDiligence.stakeholder.authSigner')}>{p.authSignerName}</Field>
          </>
        )}
        {(p.email || p.phone) && (
          <Field label={t('dueDiligence.stakeholder.contact')}>
            {[p.email, p.phone].filter(Boolean).join(' · ')}
          </Field>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
          {t('dueDiligence.stakeholder.declarations')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {declarations.map((key) => {
            const value = p.declarations[key];
            const answer =
              value === null
                ? t('dueDiligence.stakeholder.unanswered')
                : value
                  ? t('dueDiligence.stakeholder.yes')
                  : t('dueDiligence.stakeholder.no');
            const concern = value === true && CONCERNING.includes(key);
            return (
              <Chip
                key={key}
                size="small"
                variant="outlined"
                color={concern ? 'error' : value === null ? 'warning' : 'default'}
                label={t('dueDiligence.stakeholder.declarationAnswer', {
                  declaration: t(`dueDiligence.declaration.${key}`),
                  answer,
                })}
              />
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
