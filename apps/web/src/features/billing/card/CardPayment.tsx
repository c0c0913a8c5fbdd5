import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { formatHKD, type TInvoice } from '@portal/domain';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { caseBillingQuery, refreshBilling, startCardPayment } from '../api';
import { cardScriptUrl, loadStripe, stripeLocale, type TStripe, type TStripeElements } from './stripe-js';

export type TStage = 'idle' | 'starting' | 'ready' | 'paying' | 'sent';

/** The query parameter that opens the card form once the screen has been loaded with Stripe allowed. */
export const PAY_BY_CARD = 'pay';

/** How often the screen reads the billing while Stripe's notification is on its way. */
export const CARD_POLL_MS = 2500;

/**
 * Paying the invoice by card (issue 21 point 1): Stripe's Payment Element, on the firm's own Stripe
 * account, takes the card (3-D Secure when the bank asks) or a wallet; the card never touches the
 * portal. What the browser says after confirming settles nothing: the invoice is paid when Stripe's
 * signed notification reaches the server, and the screen follows the billing until it does.
 *
 * Stripe.js may load only on this screen: reached inside the app, "Pay by card" first loads the screen
 * as a page of its own (whose policy allows Stripe); leaving the screen after Stripe.js was loaded
 * loads the next page afresh (useLeaveCardPage) so that Stripe's script does not stay behind on it.
 */
export default function CardPayment({
  caseID,
  invoice,
  firmName,
  onStage,
}: {
  caseID: string;
  invoice: TInvoice;
  firmName: string;
  /** Where the card form is: open (it says what went wrong itself), or sent (Stripe's notification is awaited). */
  onStage: (stage: TStage) => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: TStripe; elements: TStripeElements; destroy: () => void } | null>(null);
  const [stage, setStageHere] = useState<TStage>('idle');
  const setStage = (next: TStage) => {
    setStageHere(next);
    onStage(next);
  };
  const [error, setError] = useState<string | null>(null);
  const amount = formatHKD(invoice.totalCents);
  // Paid in the browser: the billing is read again until Stripe's notification has settled the invoice.
  useQuery({ ...caseBillingQuery(caseID), enabled: stage === 'sent', refetchInterval: CARD_POLL_MS });

  const start = async () => {
    const url = cardScriptUrl();
    if (!url) {
      // This page was loaded without Stripe in its policy: load the screen again as a page of its own.
      window.location.assign(`${window.location.pathname}?${PAY_BY_CARD}=card`);
      return;
    }
    setError(null);
    setStage('starting');
    try {
      const started = await startCardPayment(invoice.invoiceID);
      const factory = await loadStripe(url);
      const locale = stripeLocale(i18n.resolvedLanguage ?? i18n.language);
      const stripe = factory(started.publishableKey, { stripeAccount: started.stripeAccount, locale });
      const elements = stripe.elements({
        clientSecret: started.clientSecret,
        locale,
        appearance: {
          theme: theme.palette.mode === 'dark' ? 'night' : 'stripe',
          variables: { colorPrimary: theme.palette.primary.main, borderRadius: '8px' },
        },
      });
      const element = elements.create('payment', { layout: 'tabs' });
      if (!container.current) return;
      element.mount(container.current);
      session.current = { stripe, elements, destroy: () => element.destroy() };
      setStage('ready');
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('billing.card.unavailable'));
      setStage('idle');
    }
  };

  // Loaded for the card (?pay=card): open the card form at once, and drop the parameter.
  const autoStart = new URLSearchParams(location.search).get(PAY_BY_CARD) === 'card';
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || autoStarted.current || !cardScriptUrl()) return;
    autoStarted.current = true;
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [autoStart]);

  useEffect(
    () => () => {
      session.current?.destroy();
      session.current = null;
    },
    [],
  );

  const cancel = () => {
    session.current?.destroy();
    session.current = null;
    setError(null);
    setStage('idle');
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = session.current;
    if (!current || stage !== 'ready') return;
    setError(null);
    setStage('paying');
    const checked = await current.elements.submit();
    if (checked.error) {
      setError(checked.error.message ?? t('billing.card.failed'));
      setStage('ready');
      return;
    }
    const result = await current.stripe.confirmPayment({
      elements: current.elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}${window.location.pathname}` },
    });
    if (result.error) {
      setError(result.error.message ?? t('billing.card.failed'));
      setStage('ready');
      await refreshBilling(queryClient);
      return;
    }
    current.destroy();
    session.current = null;
    setStage('sent');
    await refreshBilling(queryClient);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="pay-by-card"
      sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
    >
      <Typography id="pay-by-card" variant="h4" component="h3">
        {t('billing.card.title')}
      </Typography>
      {stage === 'sent' ? (
        <Alert severity="success" role="status">
          {t('billing.card.sent')}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
          {t('billing.card.intro', { firm: firmName })}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void pay(event)}
        aria-label={t('billing.card.formLabel')}
        sx={{ display: stage === 'ready' || stage === 'paying' ? 'grid' : 'none', gap: 2, maxWidth: 560 }}
      >
        <Box ref={container} data-testid="card-element" />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={stage === 'paying'}
            startIcon={
              stage === 'paying' ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : (
                <IconLock size={18} stroke={1.8} aria-hidden="true" />
              )
            }
          >
            {t('billing.card.pay', { amount })}
          </Button>
          <Button variant="text" onClick={cancel} disabled={stage === 'paying'}>
            {t('billing.card.cancel')}
          </Button>
        </Stack>
      </Box>
      {(stage === 'idle' || stage === 'starting') && (
        <Box>
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={stage === 'starting'}
            startIcon={
              stage === 'starting' ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : (
                <IconCreditCard size={18} stroke={1.8} aria-hidden="true" />
              )
            }
          >
            {t('billing.card.start', { amount })}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
