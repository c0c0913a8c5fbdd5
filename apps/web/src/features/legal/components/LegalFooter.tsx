import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { TLegalText } from '@portal/domain';

// The dialog (MUI Dialog and the text renderer) is fetched when a link is first pointed at: the footer
// sits on /login, where every kilobyte is on the first load.
const LegalTextDialog = lazy(() => import('./LegalTextDialog'));

/** The texts the footer links to; the dialog cross-links the other three. */
export const FOOTER_LEGAL_TEXTS = ['DISCLAIMER_AND_TERMS', 'PRIVACY_POLICY'] as const satisfies TLegalText[];

const LINK_SX = {
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover, &:focus-visible': { color: 'text.primary' },
} as const;

/**
 * The footer of every layout (spec §1): the disclaimer and terms of use and the privacy policy, each
 * opening its modal, from which the other legal texts are one link away.
 */
export default function LegalFooter() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TLegalText | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <Box
      component="footer"
      sx={{ px: { xs: 2, md: 4 }, py: 2, color: 'text.secondary', typography: 'caption', flexShrink: 0 }}
    >
      <Box
        component="nav"
        aria-label={t('legal.footer.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}
      >
        {FOOTER_LEGAL_TEXTS.map((key) => (
          <Box
            key={key}
            component="button"
            type="button"
            sx={LINK_SX}
            onPointerEnter={() => setWanted(true)}
            onFocus={() => setWanted(true)}
            onClick={() => {
              setWanted(true);
              setOpen(key);
            }}
          >
            {t(`legal.${key}.title`)}
          </Box>
        ))}
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <LegalTextDialog text={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
