import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

/** A company's English and Chinese names, one per line; a placeholder when neither is known yet. */
export default function CompanyNames({
  engName,
  chiName,
}: {
  engName: string | null | undefined;
  chiName: string | null | undefined;
}) {
  const { t } = useTranslation();
  if (!engName && !chiName) return <>{t('caseOpening.noCompanyName')}</>;
  return (
    <>
      {engName && (
        <Box component="span" sx={{ display: 'block' }}>
          {engName}
        </Box>
      )}
      {chiName && (
        <Box component="span" sx={{ display: 'block' }}>
          {chiName}
        </Box>
      )}
    </>
  );
}
