import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { ShellUiContext } from '@/shell/shell-ui-context';

/** Aparência: the theme and layout live in the shell's Theme Settings drawer. */
export function AppearanceTab() {
  const shellUi = useContext(ShellUiContext);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Tema e layout
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          O tema, o layout, o modo de largura e a exibição da barra lateral, da barra superior e do rodapé são
          ajustados no painel de configurações do tema. As escolhas ficam salvas na sua conta.
        </Typography>
        {shellUi ? (
          <Button variant="contained" onClick={() => shellUi.setThemeSettingsOpen(true)}>
            Abrir configurações do tema
          </Button>
        ) : (
          <Typography variant="body2">
            Use o botão flutuante com o ícone de paleta, no canto inferior direito da tela, para abrir o
            painel.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
