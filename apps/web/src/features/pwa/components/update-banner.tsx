import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Spec point 2: a new version waits; ATUALIZAR activates it. */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1500,
        width: 'min(560px, calc(100% - 16px))',
      }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onUpdate}>
          ATUALIZAR
        </Button>
      }
    >
      Há uma nova versão disponível.
    </Alert>
  );
}

export default UpdateBanner;
