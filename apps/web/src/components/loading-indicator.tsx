import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TLoadingIndicatorProps = {
  /** Fill the whole viewport (app start) instead of the content area. */
  fullPage?: boolean;
};

export function LoadingIndicator({ fullPage = false }: TLoadingIndicatorProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        flex: 1,
        minHeight: fullPage ? '100vh' : 240,
        p: 3,
      }}
    >
      <Typography color="text.secondary">{t('common.loading')}</Typography>
      <LinearProgress color="secondary" aria-label={t('common.loading')} sx={{ width: 192 }} />
    </Box>
  );
}
