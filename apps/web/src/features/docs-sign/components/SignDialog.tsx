import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TSignRequest } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { signDocument } from '../api';
import { signFailure } from '../sign-errors';
import { exportSignature, hasInk, type TCanvasFactory, type TStroke } from '../signature-strokes';
import type { TSigningItem } from '../signing-state';
import SignaturePad from './SignaturePad';
import TypedSignature, { TYPED_NAME_MAX, TYPED_NAME_MIN } from './TypedSignature';

type TMode = 'draw' | 'type';
type TErrors = Partial<Record<'image' | 'typedName' | 'consent' | 'form', string>>;

/**
 * Signing one document, or all of the caller's unsigned ones with one signature ("sign all"): draw
 * or type, confirm having read, then each document is signed in turn. A refusal stops the run and
 * is shown here; what was signed before it stays signed.
 */
export default function SignDialog({
  caseID,
  items,
  onClose,
  onSigned,
  onChanged,
  makeCanvas,
}: {
  caseID: string;
  /** What to sign; the dialog is open while it is not empty. */
  items: readonly TSigningItem[];
  onClose: () => void;
  /** Every item signed. */
  onSigned: (count: number) => void;
  /** Something may have changed on the server (a partial run, a refusal): read the documents again. */
  onChanged: () => void;
  makeCanvas?: TCanvasFactory;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { showError } = useSnackbar();
  const first = items[0];
  const [mode, setMode] = useState<TMode>('draw');
  const [strokes, setStrokes] = useState<TStroke[]>([]);
  const [typedName, setTypedName] = useState(first?.signatory.name ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  function requestOf(holderID: string, image: string | null): TSignRequest {
    return mode === 'draw' && image
      ? { method: 'DRAWN', holderID, image }
      : { method: 'TYPED', holderID, typedName: typedName.trim() };
  }

  function check(): { errors: TErrors; image: string | null } {
    const found: TErrors = {};
    let image: string | null = null;
    if (mode === 'draw') {
      if (!hasInk(strokes)) found.image = t('docsSign.errors.emptyDrawing');
      else {
        image = exportSignature(strokes, makeCanvas);
        if (!image) found.image = t('docsSign.errors.cannotExport');
      }
    } else {
      const length = typedName.trim().length;
      if (length < TYPED_NAME_MIN || length > TYPED_NAME_MAX) {
        found.typedName = t('docsSign.errors.typedName');
      }
    }
    if (!consent) found.consent = t('docsSign.errors.consent');
    return { errors: found, image };
  }

  async function submit() {
    const checked = check();
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    let signed = 0;
    try {
      for (const item of items) {
        setProgress(signed);
        await signDocument(
          caseID,
          item.document.documentID,
          requestOf(item.signatory.holderID, checked.image),
        );
        signed += 1;
      }
      setProgress(null);
      onSigned(signed);
    } catch (error) {
      setProgress(null);
      const failure = signFailure(t, error);
      const failed = items[signed]?.document.title ?? '';
      if (failure?.field === 'image' || failure?.field === 'typedName') {
        setErrors({ [failure.field]: failure.message });
      } else if (failure)
        setErrors({ form: t('docsSign.errors.onDocument', { title: failed, message: failure.message }) });
      else showError(error);
      if (signed > 0 || failure) onChanged();
    }
  }

  const title =
    items.length === 1 && first
      ? t('docsSign.dialog.titleOne', { title: first.document.title })
      : t('docsSign.dialog.titleMany', { count: items.length });

  return (
    <Dialog
      open={items.length > 0}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sign-dialog-title"
    >
      <DialogTitle id="sign-dialog-title" variant="h3" component="h2">
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('docsSign.dialog.signingAs', { name: first?.signatory.name ?? '' })}
          </Typography>
          {items.length > 1 && (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {items.map((item) => (
                <li key={item.document.documentID}>
                  {/* Documents of one kind (a certificate per member) are told apart by whom they are about. */}
                  <Typography variant="body2">
                    {item.document.title}
                    {item.document.subjectName && (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' · '}
                        {t('docsSign.document.subject', { name: item.document.subjectName })}
                      </Box>
                    )}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          <Tabs
            value={mode}
            onChange={(_event, value: TMode) => setMode(value)}
            aria-label={t('docsSign.dialog.method')}
            variant="fullWidth"
          >
            <Tab
              value="draw"
              label={t('docsSign.dialog.draw')}
              id="sign-tab-draw"
              aria-controls="sign-panel-draw"
            />
            <Tab
              value="type"
              label={t('docsSign.dialog.type')}
              id="sign-tab-type"
              aria-controls="sign-panel-type"
            />
          </Tabs>
          <Box role="tabpanel" id={`sign-panel-${mode}`} aria-labelledby={`sign-tab-${mode}`}>
            {mode === 'draw' ? (
              <SignaturePad
                strokes={strokes}
                onChange={(next) => {
                  setStrokes(next);
                  setErrors(({ image: _image, ...rest }) => rest);
                }}
                error={errors.image}
              />
            ) : (
              <TypedSignature
                value={typedName}
                onChange={(value) => {
                  setTypedName(value);
                  setErrors(({ typedName: _typed, ...rest }) => rest);
                }}
                error={errors.typedName}
              />
            )}
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={consent}
                  onChange={(event) => {
                    setConsent(event.target.checked);
                    setErrors(({ consent: _consent, ...rest }) => rest);
                  }}
                  slotProps={{
                    input: {
                      'aria-invalid': errors.consent ? true : undefined,
                      'aria-describedby': errors.consent ? 'sign-consent-error' : undefined,
                    },
                  }}
                />
              }
              label={t('docsSign.dialog.consent')}
            />
            {errors.consent && (
              <FormHelperText id="sign-consent-error" error>
                {errors.consent}
              </FormHelperText>
            )}
          </Box>
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {busy && items.length > 1 && (
          <Typography role="status" variant="body2" sx={{ mr: 'auto', color: 'text.secondary' }}>
            {t('docsSign.dialog.progress', { done: progress, total: items.length })}
          </Typography>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('docsSign.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {items.length > 1
            ? t('docsSign.dialog.submitMany', { count: items.length })
            : t('docsSign.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
