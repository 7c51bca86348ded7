import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from './page-header';

const FEATURES = [
  {
    title: 'Editor de questionários',
    items: [
      'Perguntas de escolha, escala, matriz e texto',
      'Filtros e saltos por resposta',
      'Versões publicadas imutáveis',
    ],
  },
  {
    title: 'Campanhas com cotas',
    items: [
      'Metas por especialidade, região ou perfil',
      'Encerramento automático por cota cheia',
      'Link web e entrevistas',
    ],
  },
  {
    title: 'Painel e convites',
    items: [
      'Respondentes com consentimento registrado',
      'Convites por e-mail com link pessoal',
      'Acompanhamento de envio e abertura',
    ],
  },
  {
    title: 'Dashboards ao vivo',
    items: [
      'Respostas e cotas em tempo real',
      'Compartilhamento seguro com o cliente',
      'Exportação em CSV e XLSX',
    ],
  },
  {
    title: 'Grupos focais e webinars',
    items: [
      'Salas com moderador e participantes',
      'Observadores do cliente em sala separada',
      'Chat da equipe durante a sessão',
    ],
  },
  {
    title: 'Segurança e LGPD',
    items: [
      'Acesso por papel em cada tela',
      'Dados agregados ou anonimizados nas entregas',
      'Registro de quem alterou o quê',
    ],
  },
];

export function FeaturesPage() {
  return (
    <>
      <PageHeader
        title="Recursos da plataforma"
        subtitle="Tudo o que um estudo precisa, do questionário ao relatório, em um só lugar."
      />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <Paper key={feature.title} variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {feature.title}
              </Typography>
              {feature.items.map((item) => (
                <Box key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
                  <CheckCircleOutline color="secondary" fontSize="small" sx={{ mt: 0.25 }} />
                  <Typography variant="body2">{item}</Typography>
                </Box>
              ))}
            </Paper>
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 6 }}>
          <Typography variant="h6" component="p" sx={{ mb: 2 }}>
            Quer participar das nossas pesquisas ou contratar um estudo?
          </Typography>
          <Button component={RouterLink} to="/register" variant="contained" size="large" sx={{ mr: 2 }}>
            Cadastre-se
          </Button>
          <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
            Ver planos
          </Button>
        </Box>
      </Container>
    </>
  );
}

export default FeaturesPage;
