import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Sample pieces shown inside the page-layout demos. */
export function DemoHeader({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        Cabeçalho da página
      </Typography>
    </>
  );
}

export function DemoBody() {
  return (
    <>
      <Typography variant="h6" gutterBottom>
        Conteúdo da página
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Aqui entra o conteúdo principal da tela: listas de questionários, resultados de campanhas ou
        formulários de configuração. O layout cuida do cabeçalho, das barras laterais e da rolagem.
      </Typography>
      <Typography color="text.secondary">
        Use estes modelos como ponto de partida para novas telas, mantendo o mesmo espaçamento e a mesma
        hierarquia.
      </Typography>
    </>
  );
}

export function DemoSidebar() {
  return (
    <List dense aria-label="Barra lateral">
      {['Todas', 'Em andamento', 'Concluídas', 'Arquivadas'].map((label) => (
        <ListItemButton key={label}>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function DemoTabs() {
  const [tab, setTab] = useState(0);
  return (
    <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Abas do conteúdo">
      <Tab label="Resumo" />
      <Tab label="Detalhes" />
      <Tab label="Histórico" />
    </Tabs>
  );
}
