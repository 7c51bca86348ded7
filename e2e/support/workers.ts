/** Files run at once, each worker against its own server (global-setup.ts starts one per worker). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
