import type { ReactNode } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntitySummary } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import NextDeadline from '../../entities/components/NextDeadline';

/** The companies whose statutory deadlines come first (overdue ones first), each to its record. */
export default function DeadlinesCard({
  title,
  companies,
  emptyText,
  footer,
}: {
  title: string;
  companies: readonly TEntitySummary[];
  emptyText: string;
  footer?: ReactNode;
}) {
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      {companies.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Stack spacing={1}>
          <List disablePadding aria-label={title}>
            {companies.map((company) => (
              <ListItem
                key={company.companyID}
                disableGutters
                divider
                sx={{
                  py: 1,
                  gap: { xs: 0.5, sm: 2 },
                  alignItems: 'flex-start',
                  flexDirection: { xs: 'column', sm: 'row' },
                }}
              >
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={generatePath(PATHS.entityActive, { companyID: company.companyID })}
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {company.companyEngName || company.companyChiName || company.brn}
                  </Link>
                  {company.companyEngName && company.companyChiName && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {company.companyChiName}
                    </Typography>
                  )}
                </Stack>
                <Box sx={{ width: { sm: '45%' }, flexShrink: 0 }}>
                  <NextDeadline dueDate={company.nextDueDate} kind={company.nextDueKind} />
                </Box>
              </ListItem>
            ))}
          </List>
          {footer}
        </Stack>
      )}
    </MainCard>
  );
}
