import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TUserType } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import type { THelpSection } from '../help-guides';
import CaseFlowGuide from './CaseFlowGuide';
import FieldGlossary from './FieldGlossary';

/** The anchor of a section, for the page's contents. */
export function sectionAnchor(id: string): string {
  return `help-${id}`;
}

/** One section of a guide: its title (h2), intro and points, then its links, workflows or field formats. */
export default function GuideSection({ section, userType }: { section: THelpSection; userType: TUserType }) {
  const { t, i18n } = useTranslation();
  const base = `help.sections.${section.id}`;
  const anchor = sectionAnchor(section.id);
  // One point a line; a section whose body is its workflows or field formats has none.
  const points = (i18n.exists(`${base}.points`) ? t(`${base}.points`) : '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <MainCard
      component="section"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      title={<span id={`${anchor}-title`}>{t(`${base}.title`)}</span>}
      sx={{ scrollMarginTop: 96 }}
    >
      <Stack spacing={2}>
        <Typography>{t(`${base}.intro`)}</Typography>
        {points.length > 0 && (
          <Box component={section.ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3, '& > li + li': { mt: 0.75 } }}>
            {points.map((point) => (
              <li key={point}>
                <Typography component="span">{point}</Typography>
              </li>
            ))}
          </Box>
        )}
        {section.kind === 'workflows' && <CaseFlowGuide />}
        {section.kind === 'fields' && <FieldGlossary userType={userType} />}
        {section.links && section.links.length > 0 && (
          <Box
            component="nav"
            aria-label={t('help.linksFor', { section: t(`${base}.title`) })}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
          >
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('help.goTo')}
            </Typography>
            {section.links.map((route) => (
              <Link key={route} component={RouterLink} to={PATHS[route]} variant="body2">
                {t(`screens.${route}`)}
              </Link>
            ))}
          </Box>
        )}
      </Stack>
    </MainCard>
  );
}
