import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { syncBeforeSignOut } from '@/lib/offline-interviews/sign-out';

type TProps = { userId: string; count: number; onSignOut: () => void; onCancel: () => void };

/** Sign-out with interviews still on the device: sync them first, or sign out and erase them. */
export function UnsentInterviewsDialog({ userId, count, onSignOut, onCancel }: TProps) {
  const [left, setLeft] = useState(count);
  const [isSyncing, setIsSyncing] = useState(false);
  useEffect(() => setLeft(count), [count]);

  const handleSync = async () => {
    setIsSyncing(true);
    const remaining = await syncBeforeSignOut(userId).catch(() => left);
    setIsSyncing(false);
    if (remaining === 0) onSignOut();
    else setLeft(remaining);
  };

  return (
    <Dialog open={count > 0} aria-labelledby="unsent-title">
      <DialogTitle id="unsent-title">Entrevistas não enviadas</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`Há ${left} entrevista(s) neste aparelho que ainda não foram enviadas. Sincronize antes de sair: ao sair, as entrevistas guardadas neste aparelho são apagadas.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button color="error" onClick={onSignOut} disabled={isSyncing}>
          Sair e apagar
        </Button>
        <Button variant="contained" onClick={() => void handleSync()} disabled={isSyncing}>
          {isSyncing ? 'Sincronizando...' : 'Sincronizar e sair'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
