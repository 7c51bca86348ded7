import { z } from 'zod';
import { zText } from './text';

/** File manager (/apps/file-manager, /api/file-manager-app): each user's own folders and files. */
export const FILE_MANAGER_LIMITS = {
  /** The largest file one upload takes (the storage's own limit, FILES_MAX_MB, may be lower). */
  fileMaxBytes: 20 * 1024 * 1024,
  /** What one user may keep in all. */
  quotaBytes: 200 * 1024 * 1024,
  nameMax: 120,
  /** Folders inside folders, at most this deep. */
  depthMax: 10,
  /** At most this many items one folder lists. */
  itemsMax: 1000,
} as const;

export const FILE_MANAGER_MESSAGES = {
  notFound: 'Arquivo ou pasta não encontrado.',
  folderNotFound: 'Pasta não encontrada.',
  duplicate: 'Já existe um item com este nome nesta pasta.',
  tooDeep: `No máximo ${FILE_MANAGER_LIMITS.depthMax} níveis de pastas.`,
  quota: 'Seu espaço de arquivos está cheio: exclua arquivos para enviar outros.',
  notAFile: 'Pastas não podem ser baixadas.',
  intoItself: 'Uma pasta não pode ir para dentro dela mesma.',
} as const;

/** Spec point 3's file types, plus the kinds of files an upload turns out to be. */
export const FILE_TYPES = [
  'folder',
  'document',
  'spreadsheet',
  'presentation',
  'image',
  'pdf',
  'archive',
  'audio',
  'video',
  'text',
  'file',
] as const;
export type TFileType = (typeof FILE_TYPES)[number];

export const ZFileItem = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(FILE_TYPES),
  /** The owner's display name. */
  owner: z.string(),
  /** Bytes (a folder: the total of what it holds, one level down). */
  size: z.number(),
  modified: z.string(),
  opened: z.string().nullable(),
  created: z.string(),
  /** Spec's spelling. The name's extension in lower case ('' for a folder or none). */
  extention: z.string(),
  /** Where it sits: 'Meus arquivos / Pasta'. */
  location: z.string(),
  offline: z.boolean(),
  /** An authorized GET of an image's inline preview, or null. */
  preview: z.string().nullable(),
  parentId: z.uuid().nullable(),
  contentType: z.string(),
});
export type TFileItem = z.infer<typeof ZFileItem>;

export const ZFolderCrumb = z.object({ id: z.uuid(), name: z.string() });

export const ZFileListing = z.object({
  /** The folder listed (null: the root, 'Meus arquivos'). */
  folderId: z.uuid().nullable(),
  /** From the root down to the folder listed. */
  path: z.array(ZFolderCrumb),
  files: z.array(ZFileItem),
  /** Bytes this user keeps, and the most it may. */
  usedBytes: z.number(),
  quotaBytes: z.number(),
});
export type TFileListing = z.infer<typeof ZFileListing>;

const id = (what: string) => z.uuid(`Identificador de ${what} inválido`);
const itemName = zText()
  .trim()
  .min(1, 'Informe um nome')
  .max(FILE_MANAGER_LIMITS.nameMax, `Nome: no máximo ${FILE_MANAGER_LIMITS.nameMax} caracteres`)
  .refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', 'Nome não pode conter / nem \\');

export const ZFilesQuery = z.object({ folderId: id('pasta').optional() });
export const ZFolderNewBody = z.object({ parentId: id('pasta').nullable(), name: itemName });
export const ZFileUploadQuery = z.object({
  parentId: id('pasta').optional(),
  name: zText().trim().min(1, 'Informe o nome do arquivo').max(255, 'Nome de arquivo longo demais'),
});
export const ZFileIdQuery = z.object({
  id: id('arquivo'),
  preview: z.enum(['true', 'false']).optional(),
});
export const ZFileIdBody = z.object({ id: id('arquivo') });
export const ZFileRenameBody = z.object({ id: id('arquivo'), name: itemName });
/** Moves a file or folder (with all it holds) into another folder of the owner; null is 'Meus arquivos'. */
export const ZFileMoveBody = z.object({ id: id('arquivo'), parentId: id('pasta').nullable() });
export type TFileMoveBody = z.infer<typeof ZFileMoveBody>;
export const ZFileOfflineBody = z.object({ id: id('arquivo'), offline: z.boolean() });
