import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { IconMessage2 } from '@tabler/icons-react';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useReviewContext } from '../review-context';

const REMARK_MAX = 1000;

/**
 * One read-only line of the submission: its label and value and, where the client can change it, a
 * remark the officer attaches to exactly that field.
 */
export default function ReviewRow({
  label,
  value,
  path,
  place,
}: {
  label: string;
  value: ReactNode;
  /** Where in the case information the value lives; rows without one take no remark. */
  path?: string;
  /** The readable place for the remarks list, e.g. 'Siu Ming Lee › Last name'. */
  place?: string;
}) {
  const { t } = useTranslation();
  const { draft, editable } = useReviewContext();
  const remark = path ? (draft.draft.fields[path]?.remark ?? '') : '';
  const [open, setOpen] = useState(false);
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr auto' },
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: remark ? 'warning.light' : undefined,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('review.empty')}
          </Box>
        ) : (
          value
        )}
      </Typography>
      {/* A dl's group holds only dt and dd: the remark button and the remark are further dd's of the field. */}
      <Box component="dd" sx={{ m: 0, justifySelf: { sm: 'end' } }}>
        {path && editable && (
          <Button
            size="small"
            color={remark ? 'warning' : 'primary'}
            startIcon={<IconMessage2 size={16} aria-hidden="true" />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-label={t('review.remarkOn', { field: place ?? label })}
          >
            {remark ? t('review.editRemark') : t('review.addRemark')}
          </Button>
        )}
      </Box>
      {path && (
        <Box component="dd" sx={{ m: 0, gridColumn: '1 / -1' }}>
          <Collapse in={open && editable} unmountOnExit>
            <Box sx={{ pt: 1 }}>
              <OutlinedField
                label={t('review.remarkFor', { field: place ?? label })}
                name={`remark-${path}`}
                value={remark}
                onChange={(text) => draft.setFieldRemark(path, place ?? label, text.slice(0, REMARK_MAX))}
                multiline
                rows={2}
                autoFocus
              />
            </Box>
          </Collapse>
          {!open && remark && (
            <Typography variant="body2" sx={{ color: 'warning.dark', whiteSpace: 'pre-wrap' }}>
              {remark}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
