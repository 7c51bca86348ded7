import { enqueueSnackbar } from 'notistack';

export type TNotifyVariant = 'success' | 'warning' | 'error' | 'info';

/** The one way to show a snackbar; position and duration are set on the provider. */
export function notify(message: string, variant: TNotifyVariant = 'info'): void {
  enqueueSnackbar(message, { variant });
}
