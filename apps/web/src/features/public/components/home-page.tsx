import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from './page-header';

const SERVICES = [
  {
    icon: <AssignmentOutlined color="primary" />,
    title: 'Questionários e entrevistas',
    text: 'Questionários on-line e entrevistas assistidas por entrevistadores, com regras de filtro e cotas.',
  },
  {
    icon: <GroupsOutlined color="primary" />,
    title: 'Painel de respondentes',
    text: 'Profissionais de saúde e consumidores qualificados, convidados por e-mail com consentimento registrado.',
  },
  {
    icon: <InsightsOutlined color="primary" />,
    title: 'Dashboards ao vivo',
    text: 'O cliente acompanha respostas, cotas e taxa de conclusão da campanha em tempo real.',
  },
  {
    icon: <DescriptionOutlined color="primary" />,
    title: 'Relatórios entregues',
    text: 'Análises, tabelas e apresentações entregues com segurança ao fim de cada estudo.',
  },
];

const STEPS = [
  {
    title: 'Briefing',
    text: 'Entendemos a decisão que o estudo precisa apoiar e definimos público, amostra e prazo.',
  },
  { title: 'Questionário', text: 'Escrevemos e testamos o questionário, com filtros e cotas por perfil.' },
  {
    title: 'Coleta',
    text: 'Convidamos o painel, entrevistadores entram em campo e o painel ao vivo mostra o avanço.',
  },
  {
    title: 'Análise e entrega',
    text: 'Consolidamos os dados, analisamos e entregamos o relatório e a apresentação.',
  },
];

export function HomePage() {
  return (
    <>
      <PageHeader
        title="Pesquisa que transforma dados em decisões"
        subtitle="A Pesquise(+) planeja, coleta e analisa pesquisas de mercado com rigor metodológico, com atenção especial à pesquisa médica e farmacêutica."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button component={RouterLink} to="/register" variant="contained" color="secondary" size="large">
            Quero participar das pesquisas
          </Button>
          <Button component={RouterLink} to="/pages/features" variant="outlined" color="inherit" size="large">
            Conheça a plataforma
          </Button>
        </Stack>
      </PageHeader>
      <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          O que fazemos
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {SERVICES.map((service) => (
            <Paper key={service.title} variant="outlined" sx={{ p: 3 }}>
              {service.icon}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                {service.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {service.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
      <Box component="section" sx={{ bgcolor: 'background.paper', py: 6 }}>
        <Container maxWidth="lg">
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
            Como funciona um estudo
          </Typography>
          <Box
            component="ol"
            sx={{
              display: 'grid',
              gap: 3,
              p: 0,
              m: 0,
              listStyle: 'none',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <Typography color="secondary" sx={{ fontWeight: 800, fontSize: 28 }}>
                  {index + 1}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </li>
            ))}
          </Box>
        </Container>
      </Box>
      <Container component="section" maxWidth="md" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Faça parte do nosso painel
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Cadastre-se gratuitamente, receba convites para estudos do seu perfil e contribua com pesquisas que
          melhoram produtos e serviços de saúde.
        </Typography>
        <Button component={RouterLink} to="/register" variant="contained" size="large">
          Criar minha conta
        </Button>
      </Container>
    </>
  );
}

export default HomePage;
