import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import type { TConfirmRequest } from './confirm-store';

/** The dialog of one `confirm(...)` request. */
export function ConfirmDialog({ request }: { request: TConfirmRequest | null }) {
  // While it closes (its transition) the dialog keeps the words of the request it answered.
  const shownRef = useRef(request);
  if (request) shownRef.current = request;
  const shown = shownRef.current;
  return (
    <Dialog
      open={request !== null}
      onClose={() => request?.resolve(false)}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{shown?.title}</DialogTitle>
      {shown?.message && (
        <DialogContent>
          <DialogContentText>{shown.message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => request?.resolve(false)}>{shown?.cancelText ?? 'Cancelar'}</Button>
        <Button variant="contained" onClick={() => request?.resolve(true)} autoFocus>
          {shown?.confirmText ?? 'Confirmar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
