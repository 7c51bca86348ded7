import { lockDataDir } from '../src/core/db/data-dir-lock';

// A second "server process" for the lock test: takes the folder given in argv, says so, and waits.
await lockDataDir(process.argv[2] as string);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
