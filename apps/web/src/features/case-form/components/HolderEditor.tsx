import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTrash } from '@tabler/icons-react';
import { CONTACT_METHODS, formMessage, PHONE_TYPES, PROFESSIONAL_TYPES, type THolder } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import { displayName, fieldID, holderByID, valueAt } from '../draft-model';
import { useCountryOptions } from './AddressFields';
import DraftAutocomplete from './DraftAutocomplete';
import { DraftInteger, DraftSelect, DraftText } from './FormFields';
import { RoleChecks, SameAsFields } from './HolderParts';
import IdDocumentReader from '../../recognition/components/IdDocumentReader';
import OwnersBlock from './OwnersBlock';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/**
 * One stakeholder, or one owner of a corporate stakeholder (depth > 0), with a corporate's owners
 * nested below it to any depth.
 */
export default function HolderEditor({
  holder,
  path,
  depth,
  ancestors,
  onRemove,
}: {
  holder: THolder;
  path: string;
  depth: number;
  /** Ids of the corporates above, which it cannot be "the same as". */
  ancestors: readonly string[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { draft, language, issuesAt, isShown, holderExtra, idDocumentFields, setValue, touch } =
    useCaseForm();
  const countries = useCountryOptions();
  const top = depth === 0;
  const corporate = holder.holderType === 'C';
  const referred = holder.refID ? holderByID(draft.stakeholders, holder.refID) : undefined;
  const unnamed = t(corporate ? 'caseForm.holder.unnamedCorporate' : 'caseForm.holder.unnamedIndividual');
  const title = holder.refID
    ? t('caseForm.holder.sameAsTitle', { name: displayName(referred, unnamed) })
    : displayName(holder, unnamed);
  const blockIssues = isShown(path) ? issuesAt(path) : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      id={fieldID(path)}
      tabIndex={-1}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderLeftWidth: depth > 0 ? 4 : 1,
        borderLeftColor: depth > 0 ? 'secondary.main' : undefined,
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
        >
          <Box>
            <Typography variant="h5" component={top ? 'h3' : 'h4'}>
              {title}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(corporate ? 'caseForm.holder.corporate' : 'caseForm.holder.individual')}
            </Typography>
          </Box>
          <Button
            color="error"
            startIcon={<IconTrash size={18} aria-hidden="true" />}
            onClick={onRemove}
            aria-label={`${t(top ? 'caseForm.holder.remove' : 'caseForm.owners.remove')} ${title}`}
          >
            {t(top ? 'caseForm.holder.remove' : 'caseForm.owners.remove')}
          </Button>
        </Stack>
        {blockIssues.map((issue) => (
          <Typography key={issue.key} role="alert" color="error" variant="body2">
            {formMessage(issue.key, language)}
          </Typography>
        ))}
        {!top && (
          <DraftText path={`${path}.compSharePercent`} label={t('caseForm.owners.percent')} required />
        )}
        {holder.refID ? (
          <SameAsFields path={path} excluded={[...ancestors, holder.holderID]} />
        ) : (
          <>
            {top && <RoleChecks holder={holder} path={path} />}
            {!corporate && idDocumentFields.length > 0 && (
              <IdDocumentReader
                fields={idDocumentFields}
                current={Object.fromEntries(
                  idDocumentFields.map((field) => {
                    const now = valueAt(holder, field);
                    return [field, typeof now === 'string' ? now : ''];
                  }),
                )}
                onAccept={(values) => {
                  for (const field of idDocumentFields) {
                    if (values[field] === undefined) continue;
                    setValue(`${path}.${field}`, values[field]);
                    touch(`${path}.${field}`);
                  }
                }}
              />
            )}
            {top && holder.isShareHolder && (
              <Box sx={grid}>
                <DraftInteger
                  path={`${path}.ordinaryShares`}
                  label={t('caseForm.holder.ordinaryShares')}
                  required
                  min={1}
                />
              </Box>
            )}
            <Box sx={grid}>
              {corporate ? (
                <>
                  <DraftText
                    path={`${path}.compEngName`}
                    label={t('caseForm.holder.compEngName')}
                    lang="en"
                  />
                  <DraftText
                    path={`${path}.compChiName`}
                    label={t('caseForm.holder.compChiName')}
                    lang="zh-HK"
                  />
                  <DraftText path={`${path}.regNum`} label={t('caseForm.holder.regNum')} />
                  <DraftAutocomplete
                    path={`${path}.jurisdiction`}
                    label={t('caseForm.holder.jurisdiction')}
                    options={countries}
                  />
                  <DraftText
                    path={`${path}.authSignerFirstNameEng`}
                    label={t('caseForm.holder.authSignerFirstNameEng')}
                    lang="en"
                    required={Boolean(holder.email)}
                  />
                  <DraftText
                    path={`${path}.authSignerLastNameEng`}
                    label={t('caseForm.holder.authSignerLastNameEng')}
                    lang="en"
                    required={Boolean(holder.email)}
                  />
                </>
              ) : (
                <>
                  <DraftText
                    path={`${path}.engFirstName`}
                    label={t('caseForm.holder.engFirstName')}
                    lang="en"
                  />
                  <DraftText
                    path={`${path}.engLastName`}
                    label={t('caseForm.holder.engLastName')}
                    lang="en"
                  />
                  <DraftText path={`${path}.chiName`} label={t('caseForm.holder.chiName')} lang="zh-HK" />
                </>
              )}
              <DraftText
                path={`${path}.email`}
                label={t('caseForm.holder.email')}
                type="email"
                helperText={t('caseForm.holder.emailHint')}
              />
              <DraftSelect
                path={`${path}.contactMethod`}
                label={t('caseForm.holder.contactMethod')}
                options={CONTACT_METHODS.map((m) => ({ value: m, label: t(`caseForm.contactMethods.${m}`) }))}
                emptyLabel={t('caseForm.none')}
              />
              <DraftSelect
                path={`${path}.regPhone1Type`}
                label={t('caseForm.holder.phoneType')}
                options={PHONE_TYPES.map((m) => ({ value: m, label: t(`caseForm.contactMethods.${m}`) }))}
                emptyLabel={t('caseForm.none')}
              />
              <DraftText path={`${path}.regPhone1Code`} label={t('caseForm.holder.phoneCode')} />
              <DraftText path={`${path}.regPhone1`} label={t('caseForm.holder.phone')} type="tel" />
              <DraftText
                path={`${path}.secondContact`}
                label={t('caseForm.holder.secondContact')}
                helperText={t('caseForm.holder.secondContactHint')}
              />
              <DraftText
                path={`${path}.natureOfControl`}
                label={t('caseForm.holder.natureOfControl')}
                helperText={t('caseForm.holder.natureOfControlHint')}
              />
            </Box>
            {top && holder.isComSec && (
              <Box sx={grid}>
                <DraftSelect
                  path={`${path}.capacity`}
                  label={t('caseForm.holder.capacity')}
                  options={PROFESSIONAL_TYPES.map((p) => ({
                    value: p,
                    label: t(`caseForm.professionalTypes.${p}`),
                  }))}
                  emptyLabel={t('caseForm.none')}
                />
              </Box>
            )}
            {corporate && top && holder.isComSec && (
              <Box sx={grid}>
                <DraftSelect
                  path={`${path}.hasTcspNum`}
                  label={t('caseForm.holder.hasTcspNum')}
                  options={[
                    { value: 'true', label: t('caseForm.yes') },
                    { value: 'false', label: t('caseForm.no') },
                  ]}
                  required
                  boolean
                />
                {holder.hasTcspNum === true && (
                  <DraftText path={`${path}.tcspNum`} label={t('caseForm.holder.tcspNum')} required />
                )}
                {holder.hasTcspNum === false && (
                  <DraftText
                    path={`${path}.noTcspReason`}
                    label={t('caseForm.holder.noTcspReason')}
                    required
                    multiline
                  />
                )}
              </Box>
            )}
            {holderExtra?.(holder, path)}
            {corporate && (
              <OwnersBlock
                holder={holder}
                path={path}
                depth={depth}
                ancestors={[...ancestors, holder.holderID]}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
