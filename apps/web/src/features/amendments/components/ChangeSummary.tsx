import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatHKD,
  holderName,
  pickLanguage,
  type TAddress,
  type TCaseInformation,
  type THolder,
  type TLanguage,
} from '@portal/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../utils/date-format';
import { fieldID, holderByID } from '../../case-form/draft-model';
import { addressLines } from '../../entities/address-format';
import type { TChangeDraft } from '../use-amendment-autosave';
import StampDutyPanel from './StampDutyPanel';
import { PaperChecklist } from './SupportingDocuments';

type TLine = [label: string, value: string];

/** The change's fields as label and text, for reading (a colleague's draft, or a completed case). */
function linesOf(
  change: TChangeDraft,
  records: TCaseInformation,
  t: TFunction,
  language: TLanguage,
): TLine[] {
  const name = (h: THolder | undefined) => (h && holderName(h)) || t('recordUpdate.person.unnamed');
  const person = (id: string | undefined, fresh?: THolder) =>
    fresh
      ? `${name(fresh)} (${t('recordUpdate.person.newShort')})`
      : id
        ? name(holderByID(records.stakeholders, id))
        : '';
  const address = (a: TAddress | undefined) => addressLines(a ?? null, language).join(' / ');
  const number = new Intl.NumberFormat(language);
  const particulars = (p: Record<string, unknown> | undefined): TLine[] =>
    Object.entries(p ?? {}).map(([key, value]) => [
      key === 'tcspNum' ? t('caseForm.holder.tcspNum') : t(`shIdentification.fields.${key}`),
      typeof value === 'string' ? value : address(value as TAddress),
    ]);
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return [
        [
          t('recordUpdate.officer.action'),
          change.action ? t(`recordUpdate.officer.actions.${change.action}`) : '',
        ],
        [t('recordUpdate.officer.role'), change.role ? t(`caseForm.roles.${change.role}`) : ''],
        [t('recordUpdate.officer.person'), person(change.holderID, change.appointee as THolder | undefined)],
        ...(change.type === 'CHANGE_DIRECTOR' && change.alternateTo
          ? [[t('recordUpdate.officer.alternateTo'), person(change.alternateTo)] as TLine]
          : []),
        ...particulars(change.particulars),
      ];
    case 'CHANGE_REGISTERED_ADDRESS':
      return [[t('recordUpdate.office.newAddress'), address(change.address)]];
    case 'SHARE_TRANSFER':
      return [
        [t('recordUpdate.transfer.transferor'), person(change.transferorID)],
        [
          t('recordUpdate.transfer.transferee'),
          person(change.transfereeID, change.transferee as THolder | undefined),
        ],
        [t('recordUpdate.shares.className'), change.className ?? ''],
        [t('recordUpdate.transfer.shares'), change.shares === undefined ? '' : number.format(change.shares)],
        [
          t('recordUpdate.transfer.consideration'),
          change.considerationCents === undefined ? '' : formatHKD(change.considerationCents),
        ],
        [
          t('recordUpdate.transfer.value'),
          change.valueCents === undefined ? '' : formatHKD(change.valueCents),
        ],
        [
          t('recordUpdate.transfer.inHongKong'),
          change.effectedInHongKong === undefined
            ? ''
            : t(change.effectedInHongKong ? 'caseForm.yes' : 'caseForm.no'),
        ],
      ];
    case 'ALLOTMENT':
      return [
        [t('recordUpdate.shares.className'), change.className ?? ''],
        [
          t('recordUpdate.allotment.pricePerShare'),
          change.amountPaidPerShare === undefined
            ? ''
            : formatHKD(Math.round(change.amountPaidPerShare * 100)),
        ],
        [t('recordUpdate.allotment.consideration'), change.consideration ?? ''],
        ...(change.allotments ?? []).map((line, i): TLine => [
          t('recordUpdate.allotment.allottee', { n: i + 1 }),
          `${person(line.holderID, line.allottee as THolder | undefined)}: ${t(
            'recordUpdate.allotment.sharesCount',
            {
              shares: number.format(line.shares ?? 0),
            },
          )}`,
        ]),
      ];
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
    case 'CLERICAL_ERROR':
      return [
        ...(change.type === 'CLERICAL_ERROR'
          ? [[t('recordUpdate.clerical.description'), change.description ?? ''] as TLine]
          : []),
        [t('recordUpdate.officer.person'), person(change.holderID)],
        ...particulars(change.particulars),
      ];
    case 'CHANGE_SCR_OR_UBO':
      return [
        [t('recordUpdate.controller.member'), person(change.holderID)],
        ...(change.owners ?? []).map((owner): TLine => [
          t('recordUpdate.controller.owner'),
          `${name(owner as THolder)} (${String(owner.compSharePercent ?? '?')} %)`,
        ]),
        [t('caseForm.holder.natureOfControl'), change.natureOfControl ?? ''],
      ];
    case 'CHANGE_COMPANY_NAME':
      return [
        [t('recordUpdate.name.newEngName'), change.newEngName ?? ''],
        [t('recordUpdate.name.newChiName'), change.newChiName ?? ''],
        [t('recordUpdate.name.resolutionDate'), formatDate(change.resolutionDate)],
      ];
    case 'APPLY_CEASE_DORMANT':
      return [];
    case 'OTHERS':
      return [[t('recordUpdate.others.description'), change.description ?? '']];
  }
}

/** One change as text, in the order the officer drafted it; with the stamp duty of a transfer. */
export default function ChangeSummary({
  index,
  change,
  records,
  today,
}: {
  index: number;
  change: TChangeDraft;
  records: TCaseInformation;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const all: TLine[] = [
    [t('recordUpdate.effectiveDate'), formatDate(change.effectiveDate)],
    ...linesOf(change, records, t, language),
    [
      t('recordUpdate.documents.title'),
      t('recordUpdate.documents.count', { count: change.documents?.length ?? 0 }),
    ],
    ...(change.note ? [[t('recordUpdate.note'), change.note] as TLine] : []),
  ];
  const lines = all.filter(([, value]) => value !== '');
  const path = `changes.${index}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      id={fieldID(path)}
      tabIndex={-1}
      aria-labelledby={`${fieldID(path)}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography
          variant="h4"
          component="h3"
          id={`${fieldID(path)}-title`}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('recordUpdate.changeTitle', { n: index + 1, type: t(`entities.amendmentTypes.${change.type}`) })}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
          }}
        >
          {lines.map(([label, value], i) => (
            <Box key={i} sx={{ display: 'contents' }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd">{value}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle1" component="h4">
          {t('recordUpdate.documents.needs')}
        </Typography>
        <PaperChecklist change={change} />
        {change.type === 'SHARE_TRANSFER' && <StampDutyPanel change={change} today={today} />}
      </Stack>
    </Paper>
  );
}
