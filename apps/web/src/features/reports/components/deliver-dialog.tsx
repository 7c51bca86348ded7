import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type TReport, ZDeliverReportBody } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { notify } from '@/lib/notify';
import { useDeliverReport } from '../api/deliver-report';

/** 'Entregar ao cliente': who received it and a note; the report then shows in 'Relatórios entregues'. */
export function DeliverDialog({ report, onClose }: { report: TReport; onClose: () => void }) {
  const deliver = useDeliverReport();
  const { control, handleSubmit } = useForm({
    defaultValues: { recipient: '', note: '' },
    resolver: zodResolver(ZDeliverReportBody),
  });
  const handleDeliver = handleSubmit((body) =>
    deliver.mutate(
      { id: report.id, body },
      {
        onSuccess: () => {
          notify('Relatório entregue ao cliente.', 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleDeliver(event)} noValidate>
        <DialogTitle>Entregar ao cliente</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <DialogContentText sx={{ mb: 1 }}>
            {report.filename} passa a aparecer em “Relatórios entregues”, também para quem tem o link de
            compartilhamento da campanha.
          </DialogContentText>
          <FormTextField control={control} name="recipient" label="Destinatário (cliente)" autoFocus />
          <FormTextField control={control} name="note" label="Observação" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={deliver.isPending}>
            Entregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
