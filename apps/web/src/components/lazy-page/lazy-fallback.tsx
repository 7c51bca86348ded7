import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LAZY_LOAD_DELAY_MS, LAZY_LOAD_TIMEOUT_MS } from '@pesquisemais/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';

type TPhase = 'waiting' | 'loading' | 'slow';

type TLazyFallbackProps = { onRetry: () => void };

/** Spec point 4: nothing for 300 ms, then 'Carregando...', after 10 s 'Ainda carregando...' and a retry. */
export function LazyFallback({ onRetry }: TLazyFallbackProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<TPhase>('waiting');

  useEffect(() => {
    const showTimer = setTimeout(() => setPhase('loading'), LAZY_LOAD_DELAY_MS);
    const slowTimer = setTimeout(() => setPhase('slow'), LAZY_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(slowTimer);
    };
  }, []);

  if (phase === 'waiting') return null;
  if (phase === 'loading') return <LoadingIndicator />;
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <Typography color="text.secondary">{t('common.stillLoading')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Box>
  );
}
