import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatChoiceList, parseChoiceList } from '../model/choices';
import type { TSurveyElement } from '../model/survey-json';
import { NumberField } from './number-field';

type TTypeSpecificEditorProps = {
  element: TSurveyElement;
  onPatch: (patch: Record<string, unknown>) => void;
};

function lines(value: unknown): string {
  return formatChoiceList(value);
}

/** Rating range, matrix rows/columns, multiple-text items, expression and HTML block. */
export function TypeSpecificEditor({ element, onPatch }: TTypeSpecificEditorProps) {
  switch (element.type) {
    case 'rating':
      return (
        <Stack direction="row" spacing={1}>
          <NumberField
            label="Nota mínima"
            value={typeof element.rateMin === 'number' ? element.rateMin : undefined}
            placeholder="1"
            onChange={(value) => onPatch({ rateMin: value })}
          />
          <NumberField
            label="Nota máxima"
            value={typeof element.rateMax === 'number' ? element.rateMax : undefined}
            placeholder="5"
            onChange={(value) => onPatch({ rateMax: value })}
          />
        </Stack>
      );
    case 'matrix':
      return (
        <Stack spacing={1}>
          <TextField
            label="Linhas (uma por linha)"
            multiline
            minRows={2}
            size="small"
            defaultValue={lines(element.rows)}
            onChange={(event) => onPatch({ rows: parseChoiceList(event.target.value) })}
          />
          <TextField
            label="Colunas (uma por linha)"
            multiline
            minRows={2}
            size="small"
            defaultValue={lines(element.columns)}
            onChange={(event) => onPatch({ columns: parseChoiceList(event.target.value) })}
          />
        </Stack>
      );
    case 'multipletext':
      return (
        <TextField
          label="Campos (um por linha)"
          multiline
          minRows={2}
          size="small"
          defaultValue={
            Array.isArray(element.items)
              ? element.items.map((item: { name?: string }) => item.name).join('\n')
              : ''
          }
          onChange={(event) =>
            onPatch({
              items: parseChoiceList(event.target.value).map((item) => ({
                name: typeof item === 'string' ? item : String(item.value),
              })),
            })
          }
        />
      );
    case 'expression':
      return (
        <TextField
          label="Expressão"
          size="small"
          value={typeof element.expression === 'string' ? element.expression : ''}
          helperText="Ex.: {peso} / ({altura} * {altura})"
          onChange={(event) => onPatch({ expression: event.target.value })}
        />
      );
    case 'html':
      return (
        <TextField
          label="Conteúdo HTML"
          multiline
          minRows={4}
          size="small"
          value={typeof element.html === 'string' ? element.html : ''}
          helperText="Scripts e atributos perigosos são removidos ao exibir"
          onChange={(event) => onPatch({ html: event.target.value })}
        />
      );
    default:
      return null;
  }
}
