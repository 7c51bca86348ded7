import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUILTIN_MERGE_FIELDS, MAILING_MAX_ATTRIBUTE_FILTERS } from '@pesquisemais/shared';
import { type ChangeEvent, useId } from 'react';
import { useMergeFields } from '../api/templates-api';

export type TAttributeFilter = { id: number; key: string; value: string };

let nextFilterId = 0;
const newFilter = (): TAttributeFilter => ({ id: ++nextFilterId, key: '', value: '' });

/** The filters as the API takes them: attribute → value, every one must match (blank rows left out). */
export function attributesOf(filters: readonly TAttributeFilter[]): Record<string, string> {
  return Object.fromEntries(
    filters.filter((filter) => filter.key.trim()).map((filter) => [filter.key.trim(), filter.value.trim()]),
  );
}

/** Panel attribute filters: each row an attribute and its value; all rows must match (AND). */
export function AttributeFilters(props: {
  filters: TAttributeFilter[];
  onChange: (filters: TAttributeFilter[]) => void;
}) {
  const fields = useMergeFields();
  const builtIn: readonly string[] = BUILTIN_MERGE_FIELDS;
  const attributes = (fields.data ?? []).filter((field) => !builtIn.includes(field));
  const set = (index: number, patch: Partial<TAttributeFilter>) =>
    props.onChange(props.filters.map((filter, at) => (at === index ? { ...filter, ...patch } : filter)));
  const isFull = props.filters.length >= MAILING_MAX_ATTRIBUTE_FILTERS;
  return (
    <Stack spacing={1} role="group" aria-label="Filtros do painel">
      {props.filters.map((filter, index) => (
        <Stack
          key={filter.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label={`Atributo ${index + 1}`}
            value={filter.key}
            onChange={(event) => set(index, { key: event.target.value })}
            sx={{ flex: 1 }}
          >
            {[...new Set([...attributes, filter.key].filter(Boolean))].map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={`Valor ${index + 1}`}
            value={filter.value}
            onChange={(event) => set(index, { value: event.target.value })}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remover filtro ${index + 1}`}
            onClick={() => props.onChange(props.filters.filter((_, at) => at !== index))}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary">
        {props.filters.length === 0
          ? 'Sem filtro: todo o painel ainda não convidado.'
          : 'Recebem os membros que atendem a todos os filtros.'}
        {isFull && ` No máximo ${MAILING_MAX_ATTRIBUTE_FILTERS} filtros.`}
      </Typography>
      <Button
        startIcon={<AddOutlined />}
        disabled={isFull}
        onClick={() => props.onChange([...props.filters, newFilter()])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar filtro
      </Button>
    </Stack>
  );
}

/** Most a CSV may hold (the API's limit on the text). */
const CSV_MAX_BYTES = 2_000_000;

/** E-mails pasted or read from a CSV/text file (any column: the server finds the addresses). */
export function CsvRecipients(props: {
  csv: string;
  fileName: string;
  onChange: (csv: string, fileName: string) => void;
  onError: (message: string) => void;
}) {
  const inputId = useId();
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      props.onError('Arquivo grande demais: envie um CSV de até 2 MB.');
      return;
    }
    props.onChange(await file.text(), file.name);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
          Enviar arquivo CSV
          <input
            id={inputId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            onChange={(event) => void handleFile(event)}
          />
        </Button>
        {props.fileName && (
          <Typography variant="body2" color="text.secondary">
            {props.fileName}
          </Typography>
        )}
      </Stack>
      <TextField
        label="E-mails (um por linha ou CSV)"
        multiline
        minRows={4}
        value={props.csv}
        onChange={(event) => props.onChange(event.target.value, '')}
      />
    </Stack>
  );
}
