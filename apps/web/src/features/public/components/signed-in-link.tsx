import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startPageOf, type TSessionUser } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { HIDDEN_ON_PHONES, VisuallyHidden } from '@/components/visually-hidden';

/** In place of LOGIN for a signed-in user: its avatar and name, leading to where it works (its start page). */
export function SignedInLink({ user }: { user: TSessionUser }) {
  const { displayName, photoURL } = user.data;
  return (
    <Button
      component={RouterLink}
      to={startPageOf(user)}
      color="inherit"
      sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
    >
      {/* The name is the link's visible text; the purpose is read out around it (label in name, WCAG 2.5.3). */}
      <VisuallyHidden>Abrir o aplicativo (</VisuallyHidden>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...HIDDEN_ON_PHONES }}
      >
        {displayName}
      </Typography>
      <VisuallyHidden>)</VisuallyHidden>
      {/* Decorative: the initial would otherwise end the link's visible text and no longer match its name. */}
      <Avatar src={photoURL || undefined} alt="" aria-hidden sx={{ width: 32, height: 32 }}>
        {displayName.charAt(0).toUpperCase()}
      </Avatar>
    </Button>
  );
}
