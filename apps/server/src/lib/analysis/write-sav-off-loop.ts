import { runInWorker } from '../worker-thread';
import type { AnalysisDataset } from './analysis-dataset';

/** The .sav bytes of a data set, written in a worker thread. */
export async function writeSavOffLoop(dataset: AnalysisDataset): Promise<Buffer> {
  const bytes = await runInWorker<Uint8Array>(
    {
      source: new URL('./sav-worker.ts', import.meta.url),
      bundled: 'sav-worker',
      heapMb: 1024,
      timeoutMs: 120_000,
      failureMessage:
        'Não foi possível gerar o arquivo SPSS: a exportação é grande demais. Filtre os status ou use CSV.',
    },
    dataset,
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
