import BuildOutlined from '@mui/icons-material/BuildOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_CONFIG } from '@pesquisemais/shared';
import { Brand } from '@/components/brand';

export function MaintenancePage() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Brand />
      <BuildOutlined color="primary" sx={{ fontSize: 72, mt: 2 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Em manutenção
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Estamos fazendo melhorias na plataforma. As pesquisas em andamento e as suas respostas estão
        guardadas; voltamos em instantes.
      </Typography>
      <Typography variant="body2">
        Dúvidas? Escreva para{' '}
        <Link href={`mailto:${SITE_CONFIG.contactEmail}`}>{SITE_CONFIG.contactEmail}</Link>.
      </Typography>
    </Box>
  );
}

export default MaintenancePage;
