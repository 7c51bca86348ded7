import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brand } from '@/components/brand';
import { Countdown } from './countdown';

export function ComingSoonPage() {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        minHeight: '100vh',
      }}
    >
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 6 }, maxWidth: 640, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Brand />
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Em breve
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Estamos preparando o novo portal do respondente, com histórico de participação e gratificações.
          Falta pouco!
        </Typography>
        <Countdown />
      </Paper>
    </Box>
  );
}

export default ComingSoonPage;
