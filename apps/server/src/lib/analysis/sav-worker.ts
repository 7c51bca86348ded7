import { parentPort, workerData } from 'node:worker_threads';
import type { AnalysisDataset } from './analysis-dataset';
import { writeSav } from './sav-writer';

// The thread that writes an SPSS file off the event loop (about half a second of CPU per 10,000 × 100 cells).
parentPort?.postMessage(writeSav(workerData as AnalysisDataset));
