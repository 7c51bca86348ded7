import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TLazyErrorProps = { onRetry: () => void };

export function LazyErrorMessage({ onRetry }: TLazyErrorProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <Typography variant="h6">{t('common.somethingWrong')}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Box>
  );
}

type TLazyErrorBoundaryProps = TLazyErrorProps & { children: ReactNode };
type TLazyErrorBoundaryState = { hasError: boolean };

/** Catches a chunk that failed to load (or a screen that failed to render) and offers a retry. */
export class LazyErrorBoundary extends Component<TLazyErrorBoundaryProps, TLazyErrorBoundaryState> {
  override state: TLazyErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): TLazyErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Falha ao carregar a tela', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <LazyErrorMessage onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
