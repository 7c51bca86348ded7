import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const COOKIE_NOTICE_TEXT =
  'Este site usa cookies para melhorar a sua experiência e analisar o tráfego. Os dados de uso podem ser compartilhados com nossos parceiros. Ao clicar em ACEITAR, você concorda com o armazenamento de todas as tecnologias descritas na nossa';

/** Shown until the cookie cAccepted exists; ACEITAR sets it (the parent decides visibility). */
export function CookieNotice({ onAccept }: { onAccept: () => void }) {
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
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        bgcolor: 'grey.900',
        color: 'grey.100',
        px: { xs: 2, sm: 4 },
        py: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          maxWidth: 1200,
          mx: 'auto',
        }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {COOKIE_NOTICE_TEXT}{' '}
          <Link href="/policy/cookies" color="secondary.light">
            Política de Cookies
          </Link>
          .
        </Typography>
        <Button variant="contained" color="secondary" onClick={onAccept} sx={{ flexShrink: 0 }}>
          ACEITAR
        </Button>
      </Box>
    </Paper>
  );
}
