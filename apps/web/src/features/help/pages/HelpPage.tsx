import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useAuth } from '../../auth/auth-context';
import GuideSection, { sectionAnchor } from '../components/GuideSection';
import { guideFor, sectionsFor } from '../help-guides';

/**
 * /help (issue 22 point 8): the guide of the signed-in role — a firm's staff (how cases move, what
 * each task needs, deadlines, where things are), a client (linking a case, the form, identity,
 * signing, paying, renewal, messages) or the platform operator — with the formats the Companies
 * Registry expects. One h1; each section an h2 listed in the contents at the top.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const userType = user.userType.typeCode;
  const guide = guideFor(userType);
  const sections = sectionsFor(userType);
  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <MainCard title={t('help.title')} titleLevel="h1">
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography>{t(`help.intro.${guide}`)}</Typography>
            <Chip size="small" label={t(`roles.${userType}`)} />
          </Box>
          <Box component="nav" aria-labelledby="help-contents-title">
            <Typography id="help-contents-title" variant="subtitle1" component="p" sx={{ mb: 0.5 }}>
              {t('help.contents')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, '& > li': { breakInside: 'avoid' } }}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${sectionAnchor(section.id)}`}>{t(`help.sections.${section.id}.title`)}</Link>
                </li>
              ))}
            </Box>
          </Box>
          {sections.some((section) => section.kind === 'fields') && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('help.formsHint')}
            </Typography>
          )}
        </Stack>
      </MainCard>
      {sections.map((section) => (
        <GuideSection key={section.id} section={section} userType={userType} />
      ))}
    </Stack>
  );
}
