import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { draftOf, informationQuery } from '../../case-form/api';
import OwnershipDiagram from '../../ownership/components/OwnershipDiagram';
import { caseOwnership } from '../../ownership/ownership-sources';

/**
 * The case's ownership as a diagram above the people owed due diligence (issue 22 point 6), from the
 * case information; the cards below say in words whom each person owns a part of. Nothing while it
 * loads or when the case has no issued share count yet.
 */
export default function DueDiligenceOwnership({ caseID, company }: { caseID: string; company: string }) {
  const { t } = useTranslation();
  const information = useQuery(informationQuery(caseID));
  const ownership = useMemo(
    () => (information.data ? caseOwnership(draftOf(information.data.information)) : null),
    [information.data],
  );
  if (!ownership || ownership.links.roots.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="dd-ownership-title">
      <Typography id="dd-ownership-title" variant="h4" component="h2">
        {t('ownershipDiagram.title')}
      </Typography>
      <OwnershipDiagram company={company} links={ownership.links} persons={ownership.result.persons} />
    </Stack>
  );
}
