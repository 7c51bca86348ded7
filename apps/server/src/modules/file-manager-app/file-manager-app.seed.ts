import { Readable } from 'node:stream';
import type { AppConfig } from '../../config';
import type { Db } from '../../core/db/connection';
import { openFileStorage } from '../../core/files/open-storage';
import { createFileManagerService, fileTypeOf } from './file-manager-app.service';

/** A 2×2 purple PNG: the sample picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNoWPUfghgYGBgYGBgYAADUAwXxmgTmVAAAAABJRU5ErkJggg==',
  'base64',
);

interface SampleFile {
  name: string;
  folder?: string;
  bytes: () => Buffer;
  hoursAgo: number;
}

const FOLDERS = [
  { name: 'Propostas', hoursAgo: 400 },
  { name: 'Relatórios de campo', hoursAgo: 300 },
  { name: 'Imagens', hoursAgo: 200 },
];

const FILES: SampleFile[] = [
  {
    name: 'cronograma-estudo-cardiologia.csv',
    bytes: () =>
      Buffer.from('etapa;inicio;fim\nRecrutamento;01/03;15/03\nCampo;16/03;30/04\nRelatório;02/05;20/05\n'),
    hoursAgo: 30,
  },
  {
    name: 'notas-da-reuniao.txt',
    bytes: () =>
      Buffer.from(
        'Reunião com o cliente\n- Aprovar o questionário até sexta\n- Definir as cotas por região\n',
      ),
    hoursAgo: 5,
  },
  {
    name: 'proposta-oncologia.txt',
    folder: 'Propostas',
    bytes: () => Buffer.from('Proposta comercial: estudo quantitativo com 300 oncologistas.\n'),
    hoursAgo: 350,
  },
  {
    name: 'resultados-parciais.csv',
    folder: 'Relatórios de campo',
    bytes: () => Buffer.from('região;entrevistas\nSudeste;120\nSul;45\nNordeste;60\n'),
    hoursAgo: 48,
  },
  { name: 'logo-cliente.png', folder: 'Imagens', bytes: () => PNG, hoursAgo: 190 },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Seeds the demo users' sample folders and files into an empty file manager only. */
export async function seedFileManager(
  db: Db,
  config: AppConfig,
  demoEmails: readonly string[],
  findUserId: (db: Db, email: string) => Promise<string | null>,
): Promise<number> {
  const storage = openFileStorage(config.files);
  const files = createFileManagerService(db, storage);
  if (!(await files.isEmpty())) return 0;
  let count = 0;
  for (const email of demoEmails) {
    const ownerId = await findUserId(db, email);
    if (!ownerId) continue;
    const folders = new Map<string, string>();
    for (const folder of FOLDERS) {
      const id = await files.seedItem(
        {
          ownerId,
          parentId: null,
          name: folder.name,
          type: 'folder',
          storageKey: null,
          contentType: '',
          size: 0,
        },
        hoursAgo(folder.hoursAgo),
      );
      folders.set(folder.name, id);
      count += 1;
    }
    for (const sample of FILES) {
      const stored = await storage.put(Readable.from([sample.bytes()]), { name: sample.name });
      await files.seedItem(
        {
          ownerId,
          parentId: sample.folder ? (folders.get(sample.folder) ?? null) : null,
          name: sample.name,
          type: fileTypeOf(stored.contentType),
          storageKey: stored.key,
          contentType: stored.contentType,
          size: stored.size,
        },
        hoursAgo(sample.hoursAgo),
      );
      count += 1;
    }
  }
  return count;
}
