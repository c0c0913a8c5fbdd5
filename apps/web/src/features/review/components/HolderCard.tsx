import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconEye } from '@tabler/icons-react';
import { countryName, holderName, ROLE_FLAGS, type THolder } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import FileSize from '../../files/FileSize';
import type { THolderView } from '../../stakeholder-identification/api';
import { addressLines, yesNo } from '../review-format';
import ReviewRow from './ReviewRow';

const INDIVIDUAL_DECLARATIONS = [
  'isPep',
  'isGuiltyByCourt',
  'isDisqualifiedDirector',
  'isAdjBankrupt',
] as const;
const CORPORATE_DECLARATIONS = [
  'isListedCompany',
  'isProhibitedDirector',
  'isLiquidation',
  'isCertifyOwner',
] as const;

/**
 * One stakeholder as submitted, with the particulars and documents they gave themselves; the owners of
 * a corporate follow inside it. `path` is where the holder sits in the case information.
 */
export default function HolderCard({
  holder,
  path,
  views,
  onPreview,
  depth = 0,
}: {
  holder: THolder;
  path: string;
  views: ReadonlyMap<string, THolderView>;
  onPreview: (file: { fileID: string; fileName: string }) => void;
  depth?: number;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const view = views.get(holder.holderID);
  // The stakeholder's own particulars over what the client typed.
  const h: THolder = view ? { ...holder, ...view.holder } : holder;
  const name = holderName(h) || t('review.unnamed');
  const at = (field: string) => `${path}.${field}`;
  const placeOf = (label: string) => `${name} › ${label}`;
  const row = (field: string, label: string, value: React.ReactNode, remark = true) => (
    <ReviewRow
      key={field}
      label={label}
      value={value}
      {...(remark ? { path: at(field), place: placeOf(label) } : {})}
    />
  );
  const corporate = h.holderType === 'C';
  const roles = ROLE_FLAGS.filter((r) => h[r]).map((r) => t(`caseForm.roles.${r}`));
  const referred = h.refID ? views.get(h.refID)?.holder : undefined;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, ml: depth ? { xs: 1, sm: 3 } : 0 }}
      component="article"
      aria-label={name}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="h5" component={depth ? 'h4' : 'h3'}>
          {name}
        </Typography>
        <Chip
          size="small"
          label={corporate ? t('caseForm.holder.corporate') : t('caseForm.holder.individual')}
        />
        {roles.map((r) => (
          <Chip key={r} size="small" color="primary" variant="outlined" label={r} />
        ))}
        {view && (
          <Chip
            size="small"
            color={view.issues.length === 0 ? 'success' : 'warning'}
            label={
              view.issues.length === 0
                ? t('review.particularsComplete')
                : t('review.particularsMissing', { count: view.issues.length })
            }
          />
        )}
      </Stack>
      {referred && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('caseForm.holder.sameAsTitle', { name: holderName(referred) })}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {corporate ? (
          <>
            {row('compEngName', t('caseForm.fieldNames.compEngName'), h.compEngName)}
            {row('compChiName', t('caseForm.fieldNames.compChiName'), h.compChiName)}
            {row('regNum', t('caseForm.fieldNames.regNum'), h.regNum)}
            {row(
              'jurisdiction',
              t('caseForm.fieldNames.jurisdiction'),
              h.jurisdiction ? (countryName(h.jurisdiction, language) ?? h.jurisdiction) : '',
            )}
            {row(
              'regAddress',
              t('shIdentification.fields.regAddress'),
              addressLines(h.regAddress, language).join('\n'),
              false,
            )}
            {row(
              'authSignerFirstNameEng',
              t('review.authorisedSigner'),
              [h.authSignerFirstNameEng, h.authSignerLastNameEng].filter(Boolean).join(' '),
            )}
          </>
        ) : (
          <>
            {row('engFirstName', t('caseForm.fieldNames.engFirstName'), h.engFirstName)}
            {row('engLastName', t('caseForm.fieldNames.engLastName'), h.engLastName)}
            {row('chiName', t('caseForm.fieldNames.chiName'), h.chiName)}
            {row(
              'idNum',
              t('review.identityDocument'),
              [
                h.idNum,
                h.idIssuer ? (countryName(h.idIssuer, language) ?? h.idIssuer) : '',
                h.idExpiryDate ? t('review.expires', { date: h.idExpiryDate }) : '',
              ]
                .filter(Boolean)
                .join(' · '),
              false,
            )}
            {row(
              'resAddress',
              t('shIdentification.fields.resAddress'),
              addressLines(h.resAddress, language).join('\n'),
              false,
            )}
            {h.corrAddress &&
              row(
                'corrAddress',
                t('shIdentification.fields.corrAddress'),
                addressLines(h.corrAddress, language).join('\n'),
                false,
              )}
          </>
        )}
        {depth === 0
          ? row(
              'ordinaryShares',
              t('caseForm.fieldNames.ordinaryShares'),
              h.ordinaryShares?.toLocaleString(language),
            )
          : row(
              'compSharePercent',
              t('caseForm.fieldNames.compSharePercent'),
              h.compSharePercent ? `${h.compSharePercent} %` : '',
            )}
        {row('email', t('caseForm.fieldNames.email'), h.email)}
        {row(
          'regPhone1',
          t('caseForm.fieldNames.regPhone1'),
          [h.regPhone1Code, h.regPhone1].filter(Boolean).join(' '),
        )}
        {h.isComSec &&
          row('tcspNum', t('caseForm.fieldNames.tcspNum'), h.hasTcspNum ? h.tcspNum : h.noTcspReason)}
        {(corporate ? CORPORATE_DECLARATIONS : INDIVIDUAL_DECLARATIONS).map((q) =>
          row(q, t(`shIdentification.fields.${q}`), yesNo(t, h[q]), false),
        )}
      </Box>
      {view && view.documents.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {t('review.documents')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {view.documents.map((d) => (
              <Stack component="li" key={d.fileID} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {d.fileName} · <FileSize bytes={d.fileSize} />
                </Typography>
                <Button
                  size="small"
                  startIcon={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => onPreview(d)}
                  aria-label={t('review.previewFile', { name: d.fileName })}
                >
                  {t('review.preview')}
                </Button>
              </Stack>
            ))}
          </Box>
        </Box>
      )}
      {(h.ownerOfBodyCorporate ?? []).length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            {t('review.owners', { name })}
          </Typography>
          {(h.ownerOfBodyCorporate ?? []).map((owner, i) => (
            <HolderCard
              key={owner.holderID}
              holder={owner}
              path={`${path}.ownerOfBodyCorporate.${i}`}
              views={views}
              onPreview={onPreview}
              depth={depth + 1}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
