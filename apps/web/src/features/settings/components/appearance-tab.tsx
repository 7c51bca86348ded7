import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ThemeSettingsForm } from '@/shell/theme-settings/theme-settings-form';

/** Aparência: the Theme Settings choices (layout and themes), saved on the server with the account. */
export function AppearanceTab() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Tema e layout
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          As mesmas opções do painel de configurações do tema. Cada mudança vale na hora e fica salva na sua
          conta, em qualquer aparelho.
        </Typography>
        <ThemeSettingsForm />
      </CardContent>
    </Card>
  );
}
