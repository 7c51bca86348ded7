import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SNACKBAR_AUTO_HIDE_MS } from '@pesquisemais/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { LoadingIndicator } from '@/components/loading-indicator';
import { SnackbarCloseButton } from '@/components/snackbar-close-button';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { snackbarRoot } from './snackbar-root';
import { pmaisTheme } from './theme/pmais-theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={pmaisTheme}>
      <CssBaseline />
      <SnackbarProvider
        domRoot={snackbarRoot()}
        maxSnack={4}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        action={(key) => <SnackbarCloseButton snackbarKey={key} />}
      >
        <QueryClientProvider client={queryClient}>
          <AuthProvider fallback={<LoadingIndicator fullPage />}>{children}</AuthProvider>
          <ConfirmDialogHost />
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
