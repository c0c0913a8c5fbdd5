import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { TNameSearchMatch } from '@portal/domain';
import { highlightMatchedName, type TMatchGroup } from '../match-groups';
import EntryDetails from './EntryDetails';
import { DecisionForm, DecisionSummary } from './HitDecision';
import ReasonList from './ReasonList';
import ScoreBar from './ScoreBar';

/** The matched name with the words the query matched marked (bold and underlined, not by colour alone). */
function MatchedName({ match }: { match: TNameSearchMatch }) {
  return (
    <>
      {highlightMatchedName(match).map((part, index) =>
        part.matched ? (
          <Box
            component="mark"
            key={index}
            sx={{
              bgcolor: 'warning.light',
              color: 'inherit',
              fontWeight: 700,
              textDecoration: 'underline',
              textUnderlineOffset: '0.2em',
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * One listed party with its hits: the party's name, list, reference and entry id, the best score,
 * each name of it that matched with the reasons, the entry's details on request, and the decision
 * (who took it and when) or the form to take it.
 */
export default function MatchGroupCard({
  searchID,
  group,
  mayDecide,
}: {
  searchID: string;
  group: TMatchGroup;
  mayDecide: boolean;
}) {
  const { t } = useTranslation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const headingId = `ns-party-${group.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const detailsId = `${headingId}-details`;
  const partyName = group.entry.primaryName;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: group.open.length ? 'warning.main' : 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.75} sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {partyName}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <Chip size="small" color="primary" label={t(`nameSearch.list.${group.list}`)} />
              <Chip size="small" variant="outlined" label={t(`nameSearch.partyType.${group.entry.type}`)} />
              {group.reference && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('nameSearch.results.reference', { reference: group.reference })}
                />
              )}
              <Chip
                size="small"
                variant="outlined"
                label={t('nameSearch.results.entryId', { id: group.listEntryId })}
              />
            </Stack>
          </Stack>
          <Box sx={{ flexShrink: 0, width: { sm: 240 } }}>
            <ScoreBar score={group.score} />
          </Box>
        </Stack>

        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.matches.map((match) => (
            <Box component="li" key={match.matchID}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.75 }}>
                  {t(`nameSearch.results.matchedAs.${match.matchedQuality}`)}
                </Typography>
                <MatchedName match={match} />
                {group.matches.length > 1 && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.75 }}>
                    ({t('nameSearch.results.score', { score: Math.round(match.score * 100) })})
                  </Typography>
                )}
              </Typography>
              <ReasonList
                reasons={match.reasons}
                label={t('nameSearch.results.reasonsFor', { name: match.matchedName })}
              />
            </Box>
          ))}
        </Stack>

        <Box>
          <Button
            size="small"
            onClick={() => setDetailsOpen(!detailsOpen)}
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            endIcon={
              detailsOpen ? (
                <IconChevronUp size={16} aria-hidden="true" />
              ) : (
                <IconChevronDown size={16} aria-hidden="true" />
              )
            }
          >
            {t('nameSearch.results.details')}
          </Button>
          <Collapse in={detailsOpen} id={detailsId} unmountOnExit>
            <Box sx={{ pt: 1 }}>
              <EntryDetails entry={group.entry} />
            </Box>
          </Collapse>
        </Box>

        <Divider />
        <Box>
          <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
            {t('nameSearch.decision.title')}
          </Typography>
          <Stack spacing={2}>
            {group.decision && <DecisionSummary decision={group.decision} />}
            {group.open.length > 0 &&
              (mayDecide ? (
                <DecisionForm searchID={searchID} group={group} partyName={partyName} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('nameSearch.decision.open')}
                </Typography>
              ))}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
