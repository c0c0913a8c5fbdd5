import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconPencil, IconShieldCheck } from '@tabler/icons-react';
import type { TDueDiligenceStakeholder } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import type { TUploadOne } from '../../files/FileUploader';
import { recordPath } from '../compliance-format';
import DocumentList from './DocumentList';
import DueDiligenceForm from './DueDiligenceForm';
import StakeholderParticulars from './StakeholderParticulars';

function StatusChips({ s }: { s: TDueDiligenceStakeholder }) {
  const { t } = useTranslation();
  if (s.missing.length === 0)
    return (
      <Chip
        size="small"
        color="success"
        icon={<IconCircleCheck size={16} aria-hidden="true" />}
        label={t('dueDiligence.stakeholder.complete')}
      />
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {s.missing.map((gap) => (
        <Chip
          key={gap}
          size="small"
          variant="outlined"
          sx={{ color: 'warning.dark', borderColor: 'warning.main' }}
          label={t(`dueDiligence.missing.${gap}`)}
        />
      ))}
    </Stack>
  );
}

/** Where the person sits: under which corporates, with which share; and where else they appear. */
function Placement({ s }: { s: TDueDiligenceStakeholder }) {
  const { t, i18n } = useTranslation();
  const parent = s.path.at(-1);
  const lines: string[] = [];
  if (parent) {
    lines.push(
      t('dueDiligence.stakeholder.ownerOf', { path: s.path.map((p) => p.name).join(' › ') }) +
        (s.compSharePercent
          ? ` (${t('dueDiligence.stakeholder.percent', { percent: s.compSharePercent })})`
          : ''),
    );
  }
  for (const other of s.alsoUnder) {
    lines.push(
      other.holderID
        ? t('dueDiligence.stakeholder.alsoUnder', { name: other.name })
        : t('dueDiligence.stakeholder.alsoDirect'),
    );
  }
  if (s.ordinaryShares > 0)
    lines.push(
      t('dueDiligence.stakeholder.shares', {
        count: s.ordinaryShares,
        shares: new Intl.NumberFormat(i18n.language).format(s.ordinaryShares),
      }),
    );
  return lines.length ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {lines.join(' · ')}
    </Typography>
  ) : null;
}

/**
 * One person owed due diligence: who they are and where they sit, the particulars and documents they
 * gave, their current record, and (for the task's holder) the form to record or correct it.
 */
export default function StakeholderCard({
  caseID,
  stakeholder: s,
  editable,
  editing,
  onEdit,
  onClose,
  upload,
  screening,
  screeningBySearch = false,
}: {
  caseID: string;
  stakeholder: TDueDiligenceStakeholder;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  upload?: TUploadOne;
  /** The person's name screening (issue 20), when the lists are loaded. */
  screening?: ReactNode;
  /** Screening is done by the portal's searches, not recorded by hand in the form. */
  screeningBySearch?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `dd-${s.holderID}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: s.missing.length === 0 ? 'success.main' : 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 2.5 },
        ml: { sm: Math.min(s.path.length, 3) * 3 },
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography id={headingId} variant="h4" component="h3">
                {s.name}
              </Typography>
              {s.chiName && s.chiName !== s.name && (
                <Typography lang="zh-HK" sx={{ color: 'text.secondary' }}>
                  {s.chiName}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <Chip size="small" label={t(`dueDiligence.stakeholder.type.${s.holderType}`)} />
              {s.roles.map((role) => (
                <Chip key={role} size="small" variant="outlined" label={t(`dueDiligence.role.${role}`)} />
              ))}
              {s.selfConfirmed && (
                <Chip
                  size="small"
                  variant="outlined"
                  color="info"
                  icon={<IconShieldCheck size={16} aria-hidden="true" />}
                  label={t('dueDiligence.stakeholder.selfConfirmed')}
                />
              )}
            </Stack>
            <Placement s={s} />
          </Stack>
          <Box sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
            <StatusChips s={s} />
          </Box>
        </Stack>

        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
              {t('dueDiligence.stakeholder.particulars')}
            </Typography>
            <StakeholderParticulars holderType={s.holderType} particulars={s.particulars} />
          </Box>
          <Stack spacing={2}>
            <Box>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                {t('dueDiligence.stakeholder.documents')}
              </Typography>
              <DocumentList
                label={t('dueDiligence.stakeholder.documentsOf', { name: s.name })}
                empty={t('dueDiligence.stakeholder.noDocuments')}
                documents={s.documents.map((d) => ({
                  ...d,
                  tag: (
                    <Chip size="small" variant="outlined" label={t(`dueDiligence.documentKind.${d.kind}`)} />
                  ),
                }))}
              />
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                {t('dueDiligence.stakeholder.record')}
              </Typography>
              {s.record ? (
                <Typography variant="body2">
                  <Link component={RouterLink} to={recordPath(s.record.complianceID)}>
                    {t('dueDiligence.stakeholder.recordLine', {
                      version: s.record.version,
                      name: s.record.preparedBy.name,
                      date: formatDisplayDate(s.record.createdDate),
                    })}
                  </Link>
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('dueDiligence.stakeholder.noRecord')}
                </Typography>
              )}
            </Box>
            {screening}
          </Stack>
        </Box>

        {editing ? (
          <DueDiligenceForm
            caseID={caseID}
            stakeholder={s}
            onClose={onClose}
            upload={upload}
            screeningBySearch={screeningBySearch}
          />
        ) : (
          editable && (
            <Box>
              <Button
                variant={s.record ? 'outlined' : 'contained'}
                startIcon={<IconPencil size={18} stroke={1.8} aria-hidden="true" />}
                aria-label={
                  s.record
                    ? t('dueDiligence.stakeholder.correctFor', { name: s.name })
                    : t('dueDiligence.stakeholder.recordFor', { name: s.name })
                }
                onClick={onEdit}
              >
                {s.record
                  ? t('dueDiligence.stakeholder.correct')
                  : t('dueDiligence.stakeholder.recordButton')}
              </Button>
            </Box>
          )
        )}
      </Stack>
    </Box>
  );
}
