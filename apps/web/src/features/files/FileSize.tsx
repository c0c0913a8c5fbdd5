import { useTranslation } from 'react-i18next';
import { formatFileSize } from './file-size';

/** A size in bytes, kB or MB, in brackets. */
export default function FileSize({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation();
  const { value, unit } = formatFileSize(bytes, i18n.language);
  return <span>({t(`files.size${unit}`, { value })})</span>;
}
