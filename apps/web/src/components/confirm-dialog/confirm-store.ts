/** One confirm dialog for the whole app, opened from anywhere with `await confirm({ title, message })`. */
export type TConfirmOptions = {
  title: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
};

export type TConfirmRequest = TConfirmOptions & { resolve: (isConfirmed: boolean) => void };

type TListener = (request: TConfirmRequest | null) => void;

let current: TConfirmRequest | null = null;
const listeners = new Set<TListener>();

function publish(request: TConfirmRequest | null) {
  current = request;
  for (const listener of listeners) listener(request);
}

/** Resolves true when the user confirms, false on cancel or close; a newer request cancels the open one. */
export function confirm(options: TConfirmOptions): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => {
    publish({
      ...options,
      resolve: (isConfirmed) => {
        publish(null);
        resolve(isConfirmed);
      },
    });
  });
}

export function subscribeConfirm(listener: TListener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
