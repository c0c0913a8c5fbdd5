import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TOwnershipChain, TOwnershipProblem, TOwnershipResult } from '@portal/domain';

/** '24.0000' → '24', '33.3333' stays. */
export function shortPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
}

/** "60 % of Harbour Holdings Limited × 40 % of the company = 24 %": from the person up to the company. */
export function chainText(t: TFunction, chain: TOwnershipChain): string {
  const parts = chain.links.map((link, i) =>
    t('caseForm.ownership.linkOf', {
      percent: shortPercent(link.share.percent),
      parent: i === 0 ? t('caseForm.ownership.theCompany') : (chain.links[i - 1]?.name ?? ''),
    }),
  );
  return `${parts.reverse().join(' × ')} = ${shortPercent(chain.share.percent)} %`;
}

function problemText(t: TFunction, p: TOwnershipProblem): string {
  switch (p.kind) {
    case 'OWNERS_NOT_100':
      return t('caseForm.ownership.problems.ownersNot100', {
        name: p.name,
        total: shortPercent(p.totalPercent),
      });
    case 'SHARES_NOT_TOTAL':
      return t('caseForm.ownership.problems.sharesNotTotal', {
        held: p.heldShares,
        total: p.totalNumOfOrdShare,
      });
    case 'CYCLE':
      return t('caseForm.ownership.problems.cycle', { names: p.names.join(' → ') });
    case 'UNKNOWN_REF':
      return t('caseForm.ownership.problems.unknownRef', { id: p.refID });
  }
}

/** The computed SCR / UBO list: each person's ultimate share, flags and the chains behind it. */
export default function OwnershipSummary({ result }: { result: TOwnershipResult | null }) {
  const { t } = useTranslation();
  if (!result) return <Alert severity="info">{t('caseForm.ownership.needTotal')}</Alert>;
  const people = result.persons.filter((p) => p.holderType === 'I');
  return (
    <Stack spacing={2} component="section" aria-labelledby="cf-ownership-title">
      <Typography id="cf-ownership-title" variant="h4" component="h2">
        {t('caseForm.ownership.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('caseForm.ownership.hint')}
      </Typography>
      {result.problems.map((p, i) => (
        <Alert key={i} severity="warning">
          {problemText(t, p)}
        </Alert>
      ))}
      {people.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('caseForm.ownership.none')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {people.map((person) => (
          <Paper key={person.holderID} component="li" variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="h5" component="h3">
                {person.name}
              </Typography>
              <Typography variant="h5" component="p" aria-label={t('caseForm.ownership.ultimateShare')}>
                {shortPercent(person.ultimateShare.percent)} %
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
              {person.isScr && <Chip size="small" color="secondary" label={t('caseForm.ownership.scr')} />}
              {person.isUbo && <Chip size="small" color="primary" label={t('caseForm.ownership.ubo')} />}
              {person.hasIndirectControl && (
                <Chip size="small" variant="outlined" label={t('caseForm.ownership.indirectControl')} />
              )}
              {person.isDirector && (
                <Chip size="small" variant="outlined" label={t('caseForm.roles.isDirector')} />
              )}
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {person.chains.map((chain, i) => (
                <Typography key={i} component="li" variant="body2">
                  {chainText(t, chain)}
                </Typography>
              ))}
            </Box>
            {person.chainsTruncated && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('caseForm.ownership.truncated')}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
