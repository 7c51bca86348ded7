import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { COOKIE_NOTICE_SHORT_TEXT, COOKIE_NOTICE_TEXT } from './cookie-notice-text';

type TCookieNoticeProps = { onAccept: () => void; onRefuse: () => void };

/**
 * Shown until the cookie cAccepted exists (the parent decides). 'Recusar' is as easy as ACEITAR (LGPD). It sits
 * under drawers and dialogs (the quick panel covers it, not the other way round).
 */
export function CookieNotice({ onAccept, onRefuse }: TCookieNoticeProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Paper
      role="region"
      aria-label="Aviso de cookies"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.drawer - 1,
        bgcolor: 'grey.900',
        color: 'grey.100',
        px: { xs: 1.5, sm: 4 },
        py: { xs: 1, sm: 2 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          justifyContent: 'flex-end',
          maxWidth: 1200,
          mx: 'auto',
        }}
      >
        <Typography variant={isPhone ? 'caption' : 'body2'} sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}>
          {isPhone ? COOKIE_NOTICE_SHORT_TEXT : COOKIE_NOTICE_TEXT}{' '}
          <Link href="/policy/cookies" color="secondary.light">
            Política de Cookies
          </Link>
          .
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <Button variant="outlined" color="inherit" size={isPhone ? 'small' : 'medium'} onClick={onRefuse}>
            Recusar
          </Button>
          <Button
            variant="contained"
            color="secondary"
            size={isPhone ? 'small' : 'medium'}
            onClick={onAccept}
          >
            ACEITAR
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
