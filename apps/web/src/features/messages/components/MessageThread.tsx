import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TChatAttachment } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import { lastSeqOf } from '../message-merge';
import { loadOlder, threadQuery } from '../thread-cache';
import type { TPendingMessage } from '../use-outbox';
import MessageBubble, { type TBubbleMessage } from './MessageBubble';

/** Keeps the newest message in view when one arrives, and the reading place when older ones load. */
function useScrollAnchor(lastKey: string, firstKey: string) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef({ lastKey: '', firstKey: '', height: 0 });
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const before = previous.current;
    if (before.lastKey !== lastKey) node.scrollTop = node.scrollHeight;
    else if (before.firstKey !== firstKey) node.scrollTop += node.scrollHeight - before.height;
    previous.current = { lastKey, firstKey, height: node.scrollHeight };
  }, [lastKey, firstKey]);
  return box;
}

/** The messages of one conversation in seq order, then the ones still being sent. */
export default function MessageThread({
  topicName,
  me,
  pending,
  onRetry,
  onDiscard,
  onLastSeq,
}: {
  topicName: string;
  me: string;
  pending: readonly TPendingMessage[];
  onRetry: (clientMessageID: string) => void;
  onDiscard: (clientMessageID: string) => void;
  /** The highest seq on screen, for marking read. */
  onLastSeq: (seq: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(queryClient, topicName));
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [preview, setPreview] = useState<TChatAttachment | null>(null);

  const stored = thread.data?.messages ?? [];
  const storedIDs = new Set(stored.map((m) => m.clientMessageID).filter(Boolean));
  const bubbles: TBubbleMessage[] = [
    ...stored.map((m) => ({
      key: `seq-${m.seq}`,
      text: m.text,
      attachments: m.attachments,
      createdDate: m.createdDate,
      mine: m.senderID === me,
      status: 'stored' as const,
    })),
    // A send whose stored message is already here (the live frame came first) is not shown twice.
    ...pending
      .filter((p) => p.topicName === topicName && !storedIDs.has(p.clientMessageID))
      .map((p) => ({
        key: p.clientMessageID,
        text: p.text,
        attachments: p.attachments,
        createdDate: p.createdDate,
        mine: true,
        status: p.status,
      })),
  ];
  const scrollBox = useScrollAnchor(bubbles.at(-1)?.key ?? '', bubbles[0]?.key ?? '');

  const lastSeq = lastSeqOf(stored);
  useLayoutEffect(() => onLastSeq(lastSeq), [lastSeq, onLastSeq]);

  async function showOlder() {
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      await loadOlder(queryClient, topicName);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <Box
      ref={scrollBox}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
      data-testid="message-thread"
    >
      {thread.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', height: 1 }}>
          <CircularProgress size={28} aria-label={t('messages.loading')} />
        </Box>
      )}
      {thread.isError && !thread.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void thread.refetch()}>
              {t('messages.retry')}
            </Button>
          }
        >
          {isApiError(thread.error) && thread.error.status === 404
            ? t('messages.notFound')
            : t('messages.loadFailed')}
        </Alert>
      )}
      {thread.data?.hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" variant="outlined" disabled={loadingOlder} onClick={() => void showOlder()}>
            {olderFailed ? t('messages.loadOlderFailed') : t('messages.loadOlder')}
          </Button>
        </Box>
      )}
      {thread.data && bubbles.length === 0 && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 4 }}>
          {t('messages.emptyThread')}
        </Typography>
      )}
      <Box
        component="ol"
        aria-label={t('messages.threadLabel')}
        aria-live="polite"
        sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {bubbles.map((bubble) => (
          <MessageBubble
            key={bubble.key}
            message={bubble}
            onOpenAttachment={setPreview}
            onRetry={() => onRetry(bubble.key)}
            onDiscard={() => onDiscard(bubble.key)}
          />
        ))}
      </Box>
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
    </Box>
  );
}
