import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countryName, type TEntityHolder } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { LabelledValue } from '../../account-management/components/list-parts';
import { addressLines } from '../address-format';
import EmailAddress from '../../../ui-component/EmailAddress';

/** Roles held (filled chips) and resigned (struck through). */
export function RoleChips({ holder }: { holder: Pick<TEntityHolder, 'roles' | 'resignedRoles'> }) {
  const { t } = useTranslation();
  if (holder.roles.length === 0 && holder.resignedRoles.length === 0) {
    return <Typography variant="body2">—</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {holder.roles.map((role) => (
        <Chip key={role} size="small" label={t(`caseForm.roles.${role}`)} />
      ))}
      {holder.resignedRoles.map((role) => (
        <Chip
          key={`resigned-${role}`}
          size="small"
          variant="outlined"
          label={t('entities.holders.resignedRole', { role: t(`caseForm.roles.${role}`) })}
          sx={{ color: 'text.secondary' }}
        />
      ))}
    </Stack>
  );
}

/** An ultimate share as a percentage ('82%'); a dash for none. */
export function percentText(percent: string | null): string {
  const value = percent === null ? 0 : Number(percent);
  return value > 0 ? `${value}%` : '—';
}

/** SCR and UBO marks from the ownership resolution. */
export function ControlChips({ holder }: { holder: Pick<TEntityHolder, 'isScr' | 'isUbo'> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {holder.isScr && <Chip size="small" color="secondary" label={t('entities.holders.scr')} />}
      {holder.isUbo && (
        <Chip size="small" color="primary" variant="outlined" label={t('entities.holders.ubo')} />
      )}
    </Stack>
  );
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  return (
    <>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/**
 * One holder's particulars as the server gave them: protected ones (whole identity number,
 * residential address, identity-document expiry, PEP declaration) only reach the firm's staff, so a
 * partial number says it is partial and the rest is simply not shown.
 */
export default function HolderParticulars({ holder: h }: { holder: TEntityHolder }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const yesNo = (value: boolean | null) => (value === null ? '—' : t(value ? 'entities.yes' : 'entities.no'));
  const individual = h.holderType === 'I';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {individual ? (
        <>
          <LabelledValue label={t('entities.holders.engName')}>
            {[h.engFirstName, h.engLastName].filter(Boolean).join(' ') || '—'}
          </LabelledValue>
          <LabelledValue label={t('entities.holders.chiName')}>
            <span lang="zh-HK">{h.chiName ?? '—'}</span>
          </LabelledValue>
          <LabelledValue label={t('entities.holders.idNum')}>
            <span>{h.idNum ?? '—'}</span>
            {h.idNumPartial && (
              <Typography
                variant="caption"
                component="span"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {t('entities.holders.partialId')}
              </Typography>
            )}
          </LabelledValue>
          <LabelledValue label={t('entities.holders.idIssuer')}>
            {h.idIssuer ? (countryName(h.idIssuer, language) ?? h.idIssuer) : '—'}
          </LabelledValue>
          {h.idExpiryDate !== null && (
            <LabelledValue label={t('entities.holders.idExpiry')}>{h.idExpiryDate}</LabelledValue>
          )}
          {h.resAddress !== null && (
            <LabelledValue label={t('entities.holders.resAddress')}>
              <Lines lines={addressLines(h.resAddress, language)} />
            </LabelledValue>
          )}
          <LabelledValue label={t('entities.holders.corrAddress')}>
            <Lines lines={addressLines(h.corrAddress, language)} />
          </LabelledValue>
          {h.isPep !== null && (
            <LabelledValue label={t('entities.holders.pep')}>{yesNo(h.isPep)}</LabelledValue>
          )}
        </>
      ) : (
        <>
          <LabelledValue label={t('entities.holders.compEngName')}>{h.compEngName ?? '—'}</LabelledValue>
          <LabelledValue label={t('entities.holders.compChiName')}>
            <span lang="zh-HK">{h.compChiName ?? '—'}</span>
          </LabelledValue>
          <LabelledValue label={t('entities.holders.regNum')}>{h.regNum ?? '—'}</LabelledValue>
          <LabelledValue label={t('entities.holders.jurisdiction')}>
            {h.jurisdiction ? (countryName(h.jurisdiction, language) ?? h.jurisdiction) : '—'}
          </LabelledValue>
          <LabelledValue label={t('entities.holders.regAddress')}>
            <Lines lines={addressLines(h.regAddress, language)} />
          </LabelledValue>
          <LabelledValue label={t('entities.holders.authSigner')}>{h.authSignerName ?? '—'}</LabelledValue>
          {h.tcspNum && <LabelledValue label={t('entities.holders.tcspNum')}>{h.tcspNum}</LabelledValue>}
        </>
      )}
      {h.email !== null && (
        <LabelledValue label={t('entities.holders.email')}>
          <EmailAddress email={h.email} />
        </LabelledValue>
      )}
      {h.phone !== null && <LabelledValue label={t('entities.holders.phone')}>{h.phone}</LabelledValue>}
      <LabelledValue label={t('entities.holders.roles')}>
        <RoleChips holder={h} />
      </LabelledValue>
      <LabelledValue label={t('entities.holders.shares')}>
        {h.compSharePercent !== null
          ? t('entities.holders.ofParent', { percent: h.compSharePercent })
          : h.ordinaryShares > 0
            ? h.ordinaryShares.toLocaleString(language)
            : '—'}
      </LabelledValue>
      <LabelledValue label={t('entities.holders.ultimate')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{percentText(h.ultimateSharePercent)}</span>
          <ControlChips holder={h} />
        </Stack>
      </LabelledValue>
    </Box>
  );
}
