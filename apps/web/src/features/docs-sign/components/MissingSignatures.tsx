import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCaseDocuments } from '@portal/domain';

/** Who still has to sign what, among the documents the caller sees. */
export default function MissingSignatures({ documents }: { documents: TCaseDocuments }) {
  const { t } = useTranslation();
  const titles = new Map(documents.documents.map((d) => [d.documentID, d.title]));
  if (documents.missing.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="missing-signatures" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="missing-signatures" variant="h4" component="h2">
        {t('docsSign.missing.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {documents.missing.map((m) => (
          <li key={m.holderID}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 500 }}>
                {m.name}
              </Box>
              {': '}
              {m.documentIDs.map((id) => titles.get(id) ?? id).join(t('docsSign.missing.separator'))}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
