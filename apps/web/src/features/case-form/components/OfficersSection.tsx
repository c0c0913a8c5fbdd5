import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addRole, holderLists, resignRole, type THolder } from '@portal/domain';
import { TopicHelp } from '../../help/components/TopicHelp';
import { useCaseForm } from '../case-form-context';
import { displayName, holdsRole } from '../draft-model';

type TOfficerRole = 'isComSec' | 'isDesignedRep';

function OfficerList({ role }: { role: TOfficerRole }) {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const [choice, setChoice] = useState('');
  const indexed = draft.stakeholders.map((h, index) => ({ ...h, index }));
  const lists = holderLists(indexed);
  const active = role === 'isComSec' ? lists.companySecretaries : lists.designatedRepresentatives;
  const resigned =
    role === 'isComSec' ? lists.resignedCompanySecretaries : lists.resignedDesignatedRepresentatives;
  const candidates = indexed.filter((h) => !h.refID && !holdsRole(h, role));
  const move = (index: number, on: boolean) =>
    update((d) => ({
      ...d,
      stakeholders: d.stakeholders.map((h: THolder, i) =>
        i === index ? (on ? addRole(h, role) : resignRole(h, role)) : h,
      ),
    }));
  const name = (h: THolder) =>
    displayName(
      h,
      t(h.holderType === 'C' ? 'caseForm.holder.unnamedCorporate' : 'caseForm.holder.unnamedIndividual'),
    );
  const selectID = `cf-officer-add-${role}`;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${selectID}-title`}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography id={`${selectID}-title`} variant="h5" component="h3">
          {t(`caseForm.officers.${role}.title`)}
        </Typography>
        <TopicHelp
          topic={role === 'isComSec' ? 'companySecretary' : 'designatedRepresentative'}
          label={t(`caseForm.officers.${role}.title`)}
        />
      </Stack>
      {active.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('caseForm.officers.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t(`caseForm.officers.${role}.title`)}>
          {active.map((h) => (
            <ListItem
              key={h.holderID}
              secondaryAction={
                <Button size="small" color="error" onClick={() => move(h.index, false)}>
                  {t('caseForm.officers.resign', { name: name(h) })}
                </Button>
              }
            >
              <ListItemText
                primary={name(h)}
                secondary={t(
                  h.holderType === 'C' ? 'caseForm.holder.corporate' : 'caseForm.holder.individual',
                )}
              />
            </ListItem>
          ))}
        </List>
      )}
      {resigned.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h4">
            {t(`caseForm.officers.${role}.resigned`)}
          </Typography>
          <List dense aria-label={t(`caseForm.officers.${role}.resigned`)}>
            {resigned.map((h) => (
              <ListItem
                key={h.holderID}
                secondaryAction={
                  <Button size="small" onClick={() => move(h.index, true)}>
                    {t('caseForm.officers.reinstate', { name: name(h) })}
                  </Button>
                }
              >
                <ListItemText primary={name(h)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          id={selectID}
          size="small"
          label={t('caseForm.officers.choose')}
          value={candidates.some((c) => c.holderID === choice) ? choice : ''}
          onChange={(event) => setChoice(event.target.value)}
          sx={{ minWidth: 240 }}
          disabled={candidates.length === 0}
        >
          {candidates.map((h) => (
            <MenuItem key={h.holderID} value={h.holderID}>
              {name(h)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!candidates.some((c) => c.holderID === choice)}
          onClick={() => {
            const target = candidates.find((c) => c.holderID === choice);
            if (target) move(target.index, true);
            setChoice('');
          }}
        >
          {t(`caseForm.officers.${role}.add`)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The company secretary and designated representative lists (spec §4), with add / resign. */
export default function OfficersSection() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('caseForm.officers.hint')}
      </Typography>
      <OfficerList role="isComSec" />
      <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
      <OfficerList role="isDesignedRep" />
    </Stack>
  );
}
