import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TConfirmRequest } from './confirm-store';

/** The dialog of one `confirm(...)` request. */
export function ConfirmDialog({ request }: { request: TConfirmRequest | null }) {
  return (
    <Dialog
      open={request !== null}
      onClose={() => request?.resolve(false)}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{request?.title}</DialogTitle>
      {request?.message && (
        <DialogContent>
          <DialogContentText>{request.message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => request?.resolve(false)}>{request?.cancelText ?? 'Cancelar'}</Button>
        <Button variant="contained" onClick={() => request?.resolve(true)} autoFocus>
          {request?.confirmText ?? 'Confirmar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
