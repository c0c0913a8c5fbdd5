import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import type { TUserType } from '@portal/domain';
import { FIELD_HELP, HELP_GROUPS, helpKeys, helpTopicsFor } from '../field-help';

/**
 * Every field help the role can meet, grouped (the company, people, addresses…): the same texts as
 * the forms' help buttons, so a person can read them before starting a form.
 */
export default function FieldGlossary({ userType }: { userType: TUserType }) {
  const { t } = useTranslation();
  const topics = helpTopicsFor(userType);
  return (
    <Box>
      {HELP_GROUPS.map((group) => {
        const inGroup = topics.filter((topic) => FIELD_HELP[topic].group === group);
        if (inGroup.length === 0) return null;
        return (
          <Accordion key={group} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden="true" />}>
              <Typography component="span" variant="h5">
                {t(`help.groups.${group}`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Box component="dl" sx={{ m: 0, '& > dd + dt': { mt: 2 } }}>
                {inGroup.map((topic) => {
                  const keys = helpKeys(topic);
                  return [
                    <Typography key={`${topic}-term`} component="dt" sx={{ fontWeight: 600 }}>
                      {t(keys.label)}
                    </Typography>,
                    <Box key={`${topic}-text`} component="dd" sx={{ m: 0 }}>
                      <Typography variant="body2">{t(keys.why)}</Typography>
                      <Typography variant="body2">
                        <strong>{t('help.glossary.format')}</strong> {t(keys.format)}
                      </Typography>
                      <Typography variant="body2">
                        <strong>{t('help.glossary.example')}</strong> {t(keys.example)}
                      </Typography>
                    </Box>,
                  ];
                })}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
