import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  attributeKeyOf,
  PANEL_IMPORT_FIELD_LABELS,
  PANEL_IMPORT_FIELDS,
  type TPanelImportColumn,
  type TPanelImportField,
} from '@pesquisemais/shared';
import { DataTable } from '@/components/data-table/data-table';

type TPreviewRow = { position: number; cells: string[] };

type TImportMappingTableProps = {
  columns: string[];
  rows: string[][];
  mapping: TPanelImportColumn[];
  onChange: (mapping: TPanelImportColumn[]) => void;
};

/** The file's first rows under one field select per column (and the attribute name for attributes). */
export function ImportMappingTable({ columns, rows, mapping, onChange }: TImportMappingTableProps) {
  const setColumn = (index: number, column: TPanelImportColumn) =>
    onChange(mapping.map((current, at) => (at === index ? column : current)));
  const setField = (index: number, field: TPanelImportField) =>
    setColumn(
      index,
      field === 'attribute'
        ? { field, key: attributeKeyOf(columns[index] ?? '') || `coluna_${index + 1}` }
        : { field },
    );

  // Headers may repeat ('E-mail' twice): a column is known by its position.
  const cells = columns.map((column, index) => ({ column, index, id: `coluna-${index}` }));

  return (
    <DataTable
      ariaLabel="Prévia do arquivo"
      stickyHeader
      containerSx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      columns={cells.map(({ column, index, id }) => {
        const current = mapping[index] ?? { field: 'ignore' };
        return {
          id,
          headerSx: { minWidth: 170, verticalAlign: 'top' },
          cellSx: { color: current.field === 'ignore' ? 'text.disabled' : undefined },
          cell: (row: TPreviewRow) => row.cells[index],
          header: (
            <>
              <strong>{column}</strong>
              <TextField
                select
                fullWidth
                size="small"
                margin="dense"
                value={current.field}
                onChange={(event) => setField(index, event.target.value as TPanelImportField)}
                slotProps={{ htmlInput: { 'aria-label': `Campo da coluna ${column}` } }}
              >
                {PANEL_IMPORT_FIELDS.map((field) => (
                  <MenuItem key={field} value={field}>
                    {PANEL_IMPORT_FIELD_LABELS[field]}
                  </MenuItem>
                ))}
              </TextField>
              {current.field === 'attribute' && (
                <TextField
                  fullWidth
                  size="small"
                  value={current.key ?? ''}
                  onChange={(event) => setColumn(index, { field: 'attribute', key: event.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `Atributo da coluna ${column}` } }}
                />
              )}
            </>
          ),
        };
      })}
      // Preview rows have no identity of their own: their position in the file is it.
      rows={rows.map((cells, position) => ({ position, cells }))}
      getRowId={(row) => String(row.position)}
    />
  );
}
