import {
  PANEL_IMPORT_LIMITS,
  PANEL_IMPORT_MESSAGES,
  PANEL_IMPORT_REASONS,
  type TPanelImportColumn,
  type TPanelImportOnExisting,
  type TPanelImportPreview,
  type TPanelImportRejected,
  type TPanelImportReport,
  ZPanelImportMapping,
} from '@pesquisemais/shared';
import type { Db, Queryable } from '../../../core/db/connection';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/sql';
import {
  insertImportedRespondents,
  respondentIdsByEmail,
  updateImportedRespondents,
} from '../../respondents';
import { readSheet, type Sheet } from './read-sheet';
import { suggestMapping } from './suggest-mapping';
import { type ImportCandidate, validateRows } from './validate-rows';

interface ImportRequest {
  content: string;
  onExisting: TPanelImportOnExisting;
}

const byRow = (a: TPanelImportRejected, b: TPanelImportRejected) => a.row - b.row;

/**
 * Import of respondents in two steps: preview (columns, first rows, a suggested mapping and what the
 * mapping would do) and commit.
 *
 * Decision: a file with bad rows still imports its good rows. The preview lists the rejected rows before
 * anything is written; the commit writes every valid row in ONE transaction (all or nothing: a failure
 * midway leaves the panel as it was) and returns the report of the rejected rows, which the page offers
 * as a CSV. Re-importing the corrected rejected rows later is safe: e-mails already in the panel are
 * reported (or updated, with 'atualizar existentes'), never doubled.
 */
export function createPanelImportService(db: Db) {
  /** Splits the valid rows into new ones and ones already in the panel (updated or rejected by policy). */
  async function plan(
    sheet: Sheet,
    mapping: TPanelImportColumn[],
    onExisting: TPanelImportOnExisting,
    tx: Queryable,
  ) {
    const { candidates, rejected } = validateRows(sheet, mapping);
    const existing = await respondentIdsByEmail(
      tx,
      candidates.map((row) => row.email),
    );
    const toInsert: ImportCandidate[] = [];
    const toUpdate: (ImportCandidate & { id: string })[] = [];
    for (const row of candidates) {
      const id = existing.get(row.email);
      if (id === undefined) toInsert.push(row);
      else if (onExisting === 'update') toUpdate.push({ ...row, id });
      else rejected.push({ row: row.line, email: row.email, reason: PANEL_IMPORT_REASONS.existsInPanel });
    }
    return { toInsert, toUpdate, rejected: rejected.sort(byRow) };
  }

  return {
    async preview(request: ImportRequest & { mapping?: TPanelImportColumn[] }): Promise<TPanelImportPreview> {
      const sheet = await readSheet(request.content);
      const mapping =
        request.mapping?.length === sheet.columns.length ? request.mapping : suggestMapping(sheet.columns);
      const checked = ZPanelImportMapping.safeParse(mapping);
      const base = {
        format: sheet.format,
        columns: sheet.columns,
        rows: sheet.records.slice(0, PANEL_IMPORT_LIMITS.previewRows).map((record) => record.cells),
        totalRows: sheet.records.length,
        mapping,
      };
      if (!checked.success) {
        const mappingError = checked.error.issues[0]?.message ?? PANEL_IMPORT_MESSAGES.mappingMismatch;
        return { ...base, mappingError, toInsert: 0, toUpdate: 0, rejectedCount: 0, rejected: [] };
      }
      const result = await plan(sheet, mapping, request.onExisting, db);
      return {
        ...base,
        mappingError: null,
        toInsert: result.toInsert.length,
        toUpdate: result.toUpdate.length,
        rejectedCount: result.rejected.length,
        rejected: result.rejected.slice(0, PANEL_IMPORT_LIMITS.previewRejectedMax),
      };
    },

    async commit(request: ImportRequest & { mapping: TPanelImportColumn[] }): Promise<TPanelImportReport> {
      const sheet = await readSheet(request.content);
      if (request.mapping.length !== sheet.columns.length)
        throw new AppError('UNPROCESSABLE', PANEL_IMPORT_MESSAGES.mappingMismatch);
      try {
        return await db.transaction(async (tx) => {
          const result = await plan(sheet, request.mapping, request.onExisting, tx);
          const inserted = await insertImportedRespondents(tx, result.toInsert);
          const updated = await updateImportedRespondents(tx, result.toUpdate);
          return { totalRows: sheet.records.length, inserted, updated, rejected: result.rejected };
        });
      } catch (error) {
        // Someone added one of these e-mails between our check and the insert: nothing was written.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', PANEL_IMPORT_MESSAGES.panelChanged);
        throw error;
      }
    },
  };
}
