import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DIRECTOR_ROLES,
  OFFICER_ACTIONS,
  SECRETARY_ROLES,
  type TCaseInformation,
  type TRoleFlag,
} from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { holderByID, newHolder, withValueAt } from '../../case-form/draft-model';
import { DraftSelect } from '../../case-form/components/FormFields';
import { holdersInRole, topHolders } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';
import { PersonSelect } from './ChangeFields';
import NewPersonFields, { grid } from './NewPersonFields';
import ParticularsFields from './ParticularsFields';

/**
 * A change of director (also alternate or reserve) or of company secretary / designated representative:
 * appoint someone (from the records, or new), end someone's office, or record their new particulars.
 */
export default function OfficerChangeForm({
  path,
  change,
  records,
}: {
  path: string;
  change: Extract<TChangeDraft, { type: 'CHANGE_DIRECTOR' | 'CHANGE_COMSEC_OR_DR' }>;
  records: TCaseInformation;
}) {
  const { t } = useTranslation();
  const { update } = useCaseForm();
  const roles: readonly TRoleFlag[] = change.type === 'CHANGE_DIRECTOR' ? DIRECTOR_ROLES : SECRETARY_ROLES;
  const role = change.role as TRoleFlag | undefined;
  const inRole = role ? holdersInRole(records, role) : [];
  const appointing = change.action === 'APPOINT';
  // To appoint: anyone of the records not yet in the office; otherwise those who hold it.
  const people = (
    appointing ? topHolders(records).filter((h) => !inRole.includes(h)) : role ? inRole : topHolders(records)
  ).map((holder) => ({ holder }));
  const directors = holdersInRole(records, 'isDirector').map((holder) => ({ holder }));
  const chosen = change.holderID ? holderByID(records.stakeholders, change.holderID) : undefined;
  const setAction = (action: string | undefined) =>
    update((d) => {
      let next = withValueAt(d, `${path}.action`, action);
      // A new person only comes with an appointment; particulars only with their change.
      if (action !== 'APPOINT') next = withValueAt(next, `${path}.appointee`, undefined);
      if (action !== 'PARTICULARS') next = withValueAt(next, `${path}.particulars`, undefined);
      return next;
    });
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <DraftSelect
          path={`${path}.action`}
          label={t('recordUpdate.officer.action')}
          required
          options={OFFICER_ACTIONS.map((a) => ({ value: a, label: t(`recordUpdate.officer.actions.${a}`) }))}
          onSelect={setAction}
        />
        <DraftSelect
          path={`${path}.role`}
          label={t('recordUpdate.officer.role')}
          required
          options={roles.map((r) => ({ value: r, label: t(`caseForm.roles.${r}`) }))}
        />
        <PersonSelect
          idPath={`${path}.holderID`}
          newPath={appointing ? `${path}.appointee` : undefined}
          onNew={() => newHolder('I')}
          label={t('recordUpdate.officer.person')}
          people={people}
        />
        {appointing && role === 'isAlternateDR' && (
          <PersonSelect
            idPath={`${path}.alternateTo`}
            label={t('recordUpdate.officer.alternateTo')}
            people={directors}
          />
        )}
      </Box>
      {appointing && change.appointee && (
        <NewPersonFields
          path={`${path}.appointee`}
          legend={t('recordUpdate.person.newTitle')}
          secretary={role === 'isComSec'}
        />
      )}
      {change.action === 'PARTICULARS' && <ParticularsFields path={`${path}.particulars`} holder={chosen} />}
    </Stack>
  );
}
