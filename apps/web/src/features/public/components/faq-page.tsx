import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useFaq } from '../api/get-faq';
import { PageHeader } from './page-header';

export function FaqPage() {
  const faq = useFaq();
  return (
    <>
      <PageHeader
        title="Perguntas Frequentes"
        subtitle="Respostas rápidas sobre as pesquisas, o painel e os seus dados."
      />
      <Container maxWidth="md" sx={{ py: 6 }}>
        {faq.isPending && <LoadingIndicator />}
        {faq.isError && <Alert severity="error">{getErrorMessage(faq.error)}</Alert>}
        {faq.data?.items.length === 0 && <Typography>Nenhuma pergunta cadastrada ainda.</Typography>}
        {faq.data?.items.map((item) => (
          <Accordion key={item.id} disableGutters variant="outlined" sx={{ mb: 1 }}>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </>
  );
}

export default FaqPage;
