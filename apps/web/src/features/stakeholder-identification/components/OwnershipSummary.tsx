import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ownershipLinksOfChains, type TOwnedPerson } from '@portal/domain';
import OwnershipDiagram from '../../ownership/components/OwnershipDiagram';

/** A display percentage without trailing zeros ('30.0000' → '30', '33.3300' → '33.33'). */
export function shortPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}

/**
 * How the ownership resolution arrives at the stakeholder's share: the total and each chain, drawn as
 * a diagram of those chains (the stakeholder sees only their own) above the same chains in words.
 */
export default function OwnershipSummary({ person, company }: { person: TOwnedPerson; company: string }) {
  const { t } = useTranslation();
  const links = useMemo(() => ownershipLinksOfChains(person), [person]);
  const marks = useMemo(() => [person], [person]);
  return (
    <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('shIdentification.ownership.ultimate', { percent: shortPercent(person.ultimateShare.percent) })}
      </Typography>
      {person.chains.length > 0 && (
        <>
          <OwnershipDiagram company={company} links={links} persons={marks} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('shIdentification.ownership.chains')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {person.chains.map((chain) => (
              <Typography component="li" variant="body2" key={chain.links.map((l) => l.holderID).join('>')}>
                {company}
                {chain.links.map((link) => (
                  <span key={link.holderID}>
                    {' → '}
                    {t('shIdentification.ownership.link', {
                      name: link.name,
                      percent: shortPercent(link.share.percent),
                    })}
                  </span>
                ))}
                {' = '}
                <strong>{`${shortPercent(chain.share.percent)}%`}</strong>
                {chain.controlling && (
                  <Chip size="small" sx={{ ml: 1 }} label={t('shIdentification.ownership.controlling')} />
                )}
              </Typography>
            ))}
          </Box>
          {person.chainsTruncated && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('shIdentification.ownership.truncated')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
