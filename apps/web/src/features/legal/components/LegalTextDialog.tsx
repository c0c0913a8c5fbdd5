import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { LEGAL_TEXT_KEYS, LEGAL_TEXTS, type TLegalText } from '@portal/domain';
import { useAuth } from '../../auth/auth-context';
import { formatDate } from '../../../utils/date-format';
import { legalAcceptancesQuery, useAcceptLegalText } from '../api';
import LegalTextBody from './LegalTextBody';

interface TLegalTextDialogProps {
  /** The text to show; null keeps the dialog closed. */
  text: TLegalText | null;
  onClose: () => void;
  /**
   * Offers Accept (for a text that is accepted, not just read) and is called once the acceptance is
   * recorded. Without it the dialog only shows the text.
   */
  onAccepted?: () => void;
}

/** What the signed-in dialog knows and does about accepting the text shown. */
interface TAcceptance {
  /** When the user accepted the current version of a text, if they did. */
  acceptedOn: (text: TLegalText) => string | undefined;
  pending: boolean;
  failed: boolean;
  accept: (text: TLegalText, onAccepted: () => void) => void;
  reset: () => void;
}

/**
 * One of the five legal texts of spec §1 in a modal: its title, the text (scrolling inside the
 * dialog), links to the other four (each opens in the same dialog, with a way back), and Accept for
 * a text the user must accept before using what it governs. The texts come from the locale files
 * (`legal.<TEXT>.title/body`); the version accepted is the domain's LEGAL_TEXTS one. Signed out (the
 * footer of the sign-in pages, where no query client runs) the texts are only read.
 */
export default function LegalTextDialog(props: TLegalTextDialogProps) {
  const { user } = useAuth();
  const queryClient = useContext(QueryClientContext);
  if (!props.text) return null;
  return user && queryClient ? <SignedInLegalTextDialog {...props} /> : <LegalTextDialogView {...props} />;
}

function SignedInLegalTextDialog(props: TLegalTextDialogProps) {
  const acceptances = useQuery(legalAcceptancesQuery());
  const mutation = useAcceptLegalText();
  const acceptance: TAcceptance = {
    acceptedOn: (text) =>
      acceptances.data?.acceptances.find((a) => a.text === text && a.version === LEGAL_TEXTS[text].version)
        ?.acceptedAt,
    pending: mutation.isPending,
    failed: mutation.isError,
    accept: (text, onAccepted) => mutation.mutate(text, { onSuccess: onAccepted }),
    reset: mutation.reset,
  };
  return <LegalTextDialogView {...props} acceptance={acceptance} />;
}

function LegalTextDialogView({
  text,
  onClose,
  onAccepted,
  acceptance,
}: TLegalTextDialogProps & { acceptance?: TAcceptance }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The text asked for, and the one now shown after following cross-links (reset when the ask changes).
  const [view, setView] = useState<{ asked: TLegalText | null; shown: TLegalText | null }>({
    asked: text,
    shown: text,
  });
  if (view.asked !== text) setView({ asked: text, shown: text });
  const shown = view.asked === text ? (view.shown ?? text) : text;
  if (!text || !shown) return null;

  const acceptedOn = acceptance?.acceptedOn(shown);
  const offersAccept =
    acceptance !== undefined &&
    onAccepted !== undefined &&
    shown === text &&
    LEGAL_TEXTS[text].acceptance &&
    !acceptedOn;
  const pending = acceptance?.pending ?? false;
  const open = (next: TLegalText) => setView({ asked: text, shown: next });
  const close = () => {
    acceptance?.reset();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t(`legal.${shown}.title`)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('legal.dialog.version', { version: LEGAL_TEXTS[shown].version })}
            {acceptedOn && ` · ${t('legal.dialog.acceptedOn', { date: formatDate(acceptedOn) })}`}
          </Typography>
          <LegalTextBody body={t(`legal.${shown}.body`)} />
          <Box component="nav" aria-label={t('legal.dialog.otherTexts')}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t('legal.dialog.otherTexts')}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
            >
              {LEGAL_TEXT_KEYS.filter((key) => key !== shown).map((key) => (
                <li key={key}>
                  <Link component="button" type="button" variant="body2" onClick={() => open(key)}>
                    {t(`legal.${key}.title`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          {acceptance?.failed && <Alert severity="error">{t('legal.dialog.acceptFailed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {shown !== text && (
          <Button
            onClick={() => open(text)}
            startIcon={<IconArrowLeft size={18} aria-hidden="true" />}
            sx={{ mr: 'auto' }}
          >
            {t('legal.dialog.backTo', { title: t(`legal.${text}.title`) })}
          </Button>
        )}
        <Button onClick={close} disabled={pending} color={offersAccept ? 'inherit' : 'primary'}>
          {offersAccept ? t('legal.dialog.notNow') : t('legal.dialog.close')}
        </Button>
        {offersAccept && (
          <Button
            variant="contained"
            loading={pending}
            onClick={() => acceptance?.accept(text, () => onAccepted?.())}
          >
            {t('legal.dialog.accept')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
