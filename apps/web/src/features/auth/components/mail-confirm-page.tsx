import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_CONFIG } from '@pesquisemais/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthPageLayout2 } from './auth-page-layout-2';

/** Shown after a message was sent to the user's inbox (sign-up or password reset). */
export function MailConfirmPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthPageLayout2 title="Confirme o seu e-mail">
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} />
        <Typography sx={{ mb: 2 }}>
          Enviamos uma mensagem {email ? <strong>para {email}</strong> : 'para o seu e-mail'}. Abra-a e siga o
          link para continuar.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Não chegou em alguns minutos? Verifique a caixa de spam ou escreva para {SITE_CONFIG.contactEmail}.
        </Typography>
        <Link component={RouterLink} to="/login">
          Ir para o login
        </Link>
      </Box>
    </AuthPageLayout2>
  );
}

export default MailConfirmPage;
