import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startPageOf, type TSessionUser } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';

/** In place of LOGIN for a signed-in user: its avatar and name, leading to where it works (its start page). */
export function SignedInLink({ user }: { user: TSessionUser }) {
  const { displayName, photoURL } = user.data;
  return (
    <Button
      component={RouterLink}
      to={startPageOf(user)}
      color="inherit"
      aria-label={`Abrir o aplicativo (${displayName})`}
      sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
    >
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
      >
        {displayName}
      </Typography>
      <Avatar src={photoURL || undefined} alt="" sx={{ width: 32, height: 32 }}>
        {displayName.charAt(0).toUpperCase()}
      </Avatar>
    </Button>
  );
}
