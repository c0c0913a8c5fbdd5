import Avatar from '@mui/material/Avatar';
import type { Theme } from '@mui/material/styles';

const TONES = ['primary', 'secondary'] as const;

/** The same person always gets the same tone, so faces can be told apart in a list. */
function toneOf(userID: string): (typeof TONES)[number] {
  let sum = 0;
  for (const char of userID) sum = (sum + char.charCodeAt(0)) % 997;
  return TONES[sum % TONES.length] ?? 'primary';
}

/** A person's initials in a round avatar (Berry's light-tone avatars), readable in both themes. */
export default function PersonAvatar({
  userID,
  initials,
  size = 40,
}: {
  userID: string;
  initials: string;
  size?: number;
}) {
  const tone = toneOf(userID);
  return (
    <Avatar
      aria-hidden="true"
      sx={(theme: Theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        bgcolor: theme.palette[tone].light,
        color: theme.palette.mode === 'dark' ? theme.palette[tone].main : theme.palette[tone].dark,
      })}
    >
      {initials}
    </Avatar>
  );
}
