import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasAcceptedCurrent, type TLegalText } from '@portal/domain';
import { legalAcceptancesQuery } from './api';
import LegalTextDialog from './components/LegalTextDialog';

export type TAcceptanceStatus = 'loading' | 'failed' | 'accepted' | 'needed';

/**
 * Guards actions that a legal text governs (e.g. every name search): `whenAccepted(action)` runs the
 * action at once if the user accepted the text's current version, or opens the text first and runs
 * it once accepted. Asked before the acceptances are known, it waits for them rather than show the
 * text to someone who accepted it. Render `dialog` where the caller is. With `openOnFirstUse` the
 * text opens as soon as it is known to be unaccepted (the screen's first use).
 */
export function useAcceptanceGate(text: TLegalText, { openOnFirstUse = false } = {}) {
  const acceptances = useQuery(legalAcceptancesQuery());
  // The action waiting for the acceptance; a ref, so that it runs once however the acceptance arrives.
  const pending = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  const status: TAcceptanceStatus = acceptances.data
    ? hasAcceptedCurrent(acceptances.data.acceptances, text)
      ? 'accepted'
      : 'needed'
    : acceptances.isError
      ? 'failed'
      : 'loading';
  if (openOnFirstUse && status === 'needed' && !openedOnce) {
    setOpenedOnce(true);
    setAsking(true);
  }

  const takePending = () => {
    const action = pending.current;
    pending.current = null;
    return action;
  };
  // Accepted meanwhile (the acceptances arrived, or were read again after Accept): carry on. The
  // dialog stays shut without being told, as it shows only while the text is unaccepted.
  useEffect(() => {
    if (status === 'accepted') takePending()?.();
  }, [status]);

  const whenAccepted = (action: () => void = () => undefined) => {
    if (status === 'accepted') return action();
    pending.current = action;
    setAsking(true);
  };
  const isOpen = asking && (status === 'needed' || status === 'failed');
  const dialog = (
    <LegalTextDialog
      text={isOpen ? text : null}
      onClose={() => {
        pending.current = null;
        setAsking(false);
      }}
      onAccepted={() => {
        setAsking(false);
        takePending()?.();
      }}
    />
  );
  return { status, whenAccepted, dialog, isOpen };
}
