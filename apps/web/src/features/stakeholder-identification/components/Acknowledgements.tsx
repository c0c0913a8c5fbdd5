import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holderName, type THolder, type TOwnedPerson } from '@portal/domain';
import AckCheckbox from './AckCheckbox';
import OwnershipSummary from './OwnershipSummary';

/** The acknowledgements the case asks of this stakeholder (as shareholder/director, as SCR). */
export default function Acknowledgements({
  holder,
  person,
  company,
  needsShareholderDirectorAck,
  needsScrAck,
}: {
  holder: THolder;
  person: TOwnedPerson | null;
  company: string;
  needsShareholderDirectorAck: boolean;
  needsScrAck: boolean;
}) {
  const { t } = useTranslation();
  if (!needsShareholderDirectorAck && !needsScrAck) return null;
  const roles = [
    holder.isShareHolder ? t('shIdentification.ack.roleShareholder') : null,
    holder.isDirector ? t('shIdentification.ack.roleDirector') : null,
  ]
    .filter(Boolean)
    .join(t('shIdentification.ack.and'));
  return (
    <Stack component="section" spacing={2} aria-labelledby="sh-ack-title">
      <Typography variant="h4" component="h2" id="sh-ack-title">
        {t('shIdentification.ack.title')}
      </Typography>
      {needsShareholderDirectorAck && (
        <AckCheckbox
          name="ackShareholderDirector"
          label={
            holder.holderType === 'C'
              ? t('shIdentification.ack.shareholderDirectorCorporate', {
                  roles,
                  company,
                  name: holderName(holder),
                })
              : t('shIdentification.ack.shareholderDirector', { roles, company })
          }
        />
      )}
      {needsScrAck && (
        <Stack spacing={1.5}>
          {person && <OwnershipSummary person={person} company={company} />}
          <AckCheckbox name="ackSCR" label={t('shIdentification.ack.scr', { company })} />
        </Stack>
      )}
    </Stack>
  );
}
