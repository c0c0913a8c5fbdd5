import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAvatar from '../../../ui-component/PersonAvatar';
import { contactsQuery } from '../api';
import { initialsOf, personNameOf } from '../message-format';
import { useOpenChat } from '../use-open-chat';
import { PersonSubtitle } from './ConversationList';

/** Typing pauses this long before the search goes out. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Starts a conversation with someone the caller may talk to (GET /messageCenter/msg/contacts?q=). */
export default function NewConversationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const contacts = useQuery({ ...contactsQuery(q), enabled: open, placeholderData: keepPreviousData });
  const { openChat, openingFor } = useOpenChat();

  async function pick(userID: string) {
    if (await openChat(userID)) onClose();
  }

  const people = contacts.data?.contacts ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSearch('') } }}
    >
      <DialogTitle id={titleId} variant="h3" component="h2">
        {t('messages.newConversation')}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label={t('messages.searchPeople')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Box sx={{ mt: 1.5 }}>
          {contacts.isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={24} aria-label={t('messages.loading')} />
            </Box>
          )}
          {contacts.isError && <Alert severity="error">{t('messages.contactsFailed')}</Alert>}
          {contacts.isSuccess && people.length === 0 && (
            <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
              {q ? t('messages.noContactsMatch') : t('messages.noContacts')}
            </Typography>
          )}
          {people.length > 0 && (
            <List aria-label={t('messages.people')} sx={{ p: 0 }}>
              {people.map((person) => (
                <ListItem key={person.userID} disablePadding>
                  <ListItemButton
                    disabled={openingFor !== null}
                    onClick={() => void pick(person.userID)}
                    sx={{ gap: 1.5, borderRadius: 2 }}
                  >
                    <PersonAvatar userID={person.userID} initials={initialsOf(person)} size={36} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="span" noWrap sx={{ display: 'block' }}>
                        {personNameOf(person)}
                      </Typography>
                      <Typography
                        variant="caption"
                        component="span"
                        noWrap
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        <PersonSubtitle person={person} />
                      </Typography>
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('messages.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
