import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '@/lib/notify';
import { useDownloadAccountData } from '../api/account-api';
import { DeleteAccountCard } from './delete-account-card';

/** Privacidade (LGPD): download everything stored about me; delete my account. */
export function PrivacyTab() {
  const download = useDownloadAccountData();
  const handleDownload = (format: 'json' | 'zip') =>
    download.mutate(format, { onSuccess: () => notify('Download dos seus dados iniciado.', 'success') });

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2">
              Baixar meus dados
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Pela LGPD, você pode obter uma cópia de tudo o que guardamos sobre você: conta, preferências,
              notas, posts, comentários, atividades e as respostas que você deu às pesquisas.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={download.isPending}
                onClick={() => handleDownload('json')}
              >
                Baixar em JSON
              </Button>
              <Button variant="outlined" disabled={download.isPending} onClick={() => handleDownload('zip')}>
                Baixar em ZIP
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <DeleteAccountCard />
    </Stack>
  );
}
