import { parentPort } from 'node:worker_threads';
import { streamXlsxRows, type XlsxLimits } from './stream-xlsx';

// Runs in a worker thread (read-xlsx.ts): a spreadsheet is read off the web server's event loop, with its
// own memory cap, one file per worker.
parentPort?.once('message', (message: { bytes: Uint8Array; limits: XlsxLimits }) => {
  void streamXlsxRows(Buffer.from(message.bytes), message.limits).then((result) => {
    parentPort?.postMessage(result);
  });
});
