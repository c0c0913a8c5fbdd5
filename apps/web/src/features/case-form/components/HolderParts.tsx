import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { addRole, resignRole, ROLE_FLAGS, type THolder, type TRoleFlag } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import {
  displayName,
  fieldID,
  holderByID,
  holdsRole,
  namedHolders,
  valueAt,
  withValueAt,
} from '../draft-model';
import { CheckField, DraftSelect } from './FormFields';

/* Parts of a holder's card: its role checkboxes and the "the same as" link. */

/** Sets or clears a role through the domain's moves, so the officer lists stay right. */
export function useRoleToggle(path: string) {
  const { update } = useCaseForm();
  return (role: TRoleFlag, on: boolean) =>
    update((d) => {
      const h = valueAt(d, path) as THolder;
      return withValueAt(d, path, on ? addRole(h, role) : resignRole(h, role));
    });
}

export function RoleChecks({ holder, path }: { holder: THolder; path: string }) {
  const { t } = useTranslation();
  const toggle = useRoleToggle(path);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('caseForm.holder.roles')}
      </Typography>
      <FormGroup row>
        {ROLE_FLAGS.map((role) => (
          <CheckField
            key={role}
            id={role === 'isShareHolder' ? fieldID(`${path}.${role}`) : undefined}
            label={t(`caseForm.roles.${role}`)}
            checked={holdsRole(holder, role)}
            onChange={(on) => toggle(role, on)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** "The same as" an existing stakeholder: only the link and (under a corporate) the share. */
export function SameAsFields({ path, excluded }: { path: string; excluded: readonly string[] }) {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const candidates = namedHolders(draft.stakeholders).filter((h) => !excluded.includes(h.holderID));
  const choose = (refID: string | undefined) =>
    update((d) => {
      const target = refID ? holderByID(d.stakeholders, refID) : undefined;
      const current = valueAt(d, path) as THolder;
      return withValueAt(d, path, {
        ...current,
        refID: refID ?? null,
        holderType: target?.holderType ?? current.holderType,
      });
    });
  return (
    <DraftSelect
      path={`${path}.refID`}
      label={t('caseForm.holder.sameAs')}
      options={candidates.map((h) => ({
        value: h.holderID,
        label: displayName(
          h,
          t(h.holderType === 'C' ? 'caseForm.holder.unnamedCorporate' : 'caseForm.holder.unnamedIndividual'),
        ),
      }))}
      required
      onSelect={choose}
    />
  );
}
