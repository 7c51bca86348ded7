import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '@pesquisemais/shared';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { InvoiceServices } from './invoice-services';

export const DEFAULT_INVOICE_ID = 'POP-2026-0042';

const formatDate = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString('pt-BR');

function Party({ label, party }: { label: string; party: TInvoice['from'] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{party.title}</Typography>
      {[party.address, party.phone, party.email, party.website].map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** /pages/invoices/modern and /compact: the invoice of `?id=` (a sample one by default). */
function InvoicePage({ variant }: { variant: 'modern' | 'compact' }) {
  const [params] = useSearchParams();
  const invoice = useInvoice(params.get('id') ?? DEFAULT_INVOICE_ID);
  const isCompact = variant === 'compact';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 6 } }}>
      {invoice.isPending && <LoadingIndicator />}
      {invoice.isError && <Alert severity="error">{getErrorMessage(invoice.error)}</Alert>}
      {invoice.data && (
        <Paper
          elevation={isCompact ? 0 : 3}
          variant={isCompact ? 'outlined' : 'elevation'}
          sx={{ overflow: 'hidden' }}
        >
          {!isCompact && <Box sx={{ height: 8, bgcolor: 'primary.main' }} />}
          <Box sx={{ p: isCompact ? 2 : { xs: 3, sm: 6 } }}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 2,
                mb: isCompact ? 2 : 4,
              }}
            >
              <Box>
                <Typography variant={isCompact ? 'h6' : 'h4'} component="h1" sx={{ fontWeight: 700 }}>
                  Fatura {invoice.data.number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Emitida em {formatDate(invoice.data.date)} · Vencimento {formatDate(invoice.data.dueDate)}
                </Typography>
              </Box>
              <Typography variant={isCompact ? 'h6' : 'h4'} color="primary" sx={{ fontWeight: 800 }}>
                {invoice.data.total.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
              <Party label="De" party={invoice.data.from} />
              <Party label="Para" party={invoice.data.client} />
            </Box>
            <InvoiceServices invoice={invoice.data} dense={isCompact} />
          </Box>
        </Paper>
      )}
    </Container>
  );
}

export const InvoiceModernPage = () => <InvoicePage variant="modern" />;
export const InvoiceCompactPage = () => <InvoicePage variant="compact" />;
