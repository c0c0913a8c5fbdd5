import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { PATHS } from '../../routes/paths';
import { useSnackbar } from '../../ui-component/snackbar/snackbar-context';
import { useAuth } from '../auth/auth-context';
import { createTopic, MESSAGE_KEYS } from './api';

/** Where a conversation is shown. */
export function conversationPath(topicName: string): string {
  return `${PATHS.messages}?topicName=${encodeURIComponent(topicName)}`;
}

/**
 * Opens the conversation with a person: POST topic/create (me, them), then /messages?topicName=.
 * Someone the caller may not talk to is 'not found' (404) or refused (403): a snackbar says so.
 */
export function useOpenChat() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSnackbar, showError } = useSnackbar();
  const [openingFor, setOpeningFor] = useState<string | null>(null);

  const openChat = useCallback(
    async (peerID: string): Promise<boolean> => {
      if (!user || peerID === user.userID) return false;
      setOpeningFor(peerID);
      try {
        const { topicName, created } = await createTopic(user.userID, peerID);
        if (created) void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.topics(user.userID) });
        await navigate(conversationPath(topicName));
        return true;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 403)) {
          showSnackbar({ variant: 'alert', severity: 'warning', message: t('messages.cannotChat') });
        } else showError(error);
        return false;
      } finally {
        setOpeningFor(null);
      }
    },
    [user, navigate, queryClient, showSnackbar, showError, t],
  );

  return { openChat, openingFor };
}
