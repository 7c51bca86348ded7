import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SITE_CONFIG } from '@pesquisemais/shared';
import { PageHeader } from './page-header';

const PLANS = [
  {
    name: 'Estudo pontual',
    price: 'a partir de R$ 18.000',
    period: 'por estudo',
    items: [
      'Até 300 entrevistas on-line',
      'Questionário com até 25 perguntas',
      'Relatório com tabelas e gráficos',
    ],
  },
  {
    name: 'Acompanhamento',
    price: 'R$ 9.800',
    period: 'por mês',
    highlight: true,
    items: [
      'Ondas mensais de pesquisa',
      'Dashboard ao vivo para a sua equipe',
      'Painel com profissionais de saúde',
    ],
  },
  {
    name: 'Sob medida',
    price: 'Sob consulta',
    period: 'projeto dedicado',
    items: [
      'Grupos focais e entrevistas em profundidade',
      'Metodologia desenhada para o seu mercado',
      'Equipe dedicada de análise',
    ],
  },
];

export function PricingPage() {
  return (
    <>
      <PageHeader
        title="Planos e preços"
        subtitle="Valores de referência; cada proposta é ajustada ao escopo do estudo."
      />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PLANS.map((plan) => (
            <Paper
              key={plan.name}
              variant="outlined"
              sx={{
                p: 4,
                borderColor: plan.highlight ? 'primary.main' : 'divider',
                borderWidth: plan.highlight ? 2 : 1,
              }}
            >
              {plan.highlight && <Chip label="Mais procurado" color="primary" size="small" sx={{ mb: 1 }} />}
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800, mt: 2 }}>
                {plan.price}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {plan.period}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0, mb: 3 }}>
                {plan.items.map((item) => (
                  <Typography key={item} component="li" variant="body2" sx={{ mb: 0.75 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
              <Button
                href={`mailto:${SITE_CONFIG.contactEmail}?subject=${encodeURIComponent(`Proposta: ${plan.name}`)}`}
                variant={plan.highlight ? 'contained' : 'outlined'}
                fullWidth
              >
                Pedir proposta
              </Button>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}

export default PricingPage;
