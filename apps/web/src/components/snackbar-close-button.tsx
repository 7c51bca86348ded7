import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from 'react-i18next';

export function SnackbarCloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('common.closeNotice')}
      onClick={() => closeSnackbar(snackbarKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
