import { createInterface } from 'node:readline';
import { type DataDirLock, lockDataDir } from '../src/core/db/data-dir-lock';

// One of several "servers starting at once" for the lock race test, driven line by line on stdin so that
// many rounds need no new process: 'go' tries to take the folder in argv (answers 'won' or 'refused <error>'),
// 'release' gives it back if held (answers 'released').
let held: DataDirLock | null = null;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'release') {
    held?.release();
    held = null;
    process.stdout.write('released\n');
    return;
  }
  lockDataDir(process.argv[2] as string).then(
    (lock) => {
      held = lock;
      process.stdout.write('won\n');
    },
    (error: unknown) => process.stdout.write(`refused ${(error as Error).name}\n`),
  );
});
process.stdout.write('ready\n');
