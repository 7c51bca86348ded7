import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  countOf,
  type TPanelImportColumn,
  type TPanelImportOnExisting,
  type TPanelImportPreview,
} from '@pesquisemais/shared';
import { ImportMappingTable } from './import-mapping-table';
import { RejectedTable } from './rejected-table';

type TImportMappingStepProps = {
  sheet: TPanelImportPreview;
  /** What the current mapping would do (null while the first count of a new mapping runs). */
  plan: TPanelImportPreview | null;
  isChecking: boolean;
  mapping: TPanelImportColumn[];
  mappingError: string | null;
  onMappingChange: (mapping: TPanelImportColumn[]) => void;
  onExisting: TPanelImportOnExisting;
  onExistingChange: (value: TPanelImportOnExisting) => void;
};

/** Step 2: map the columns, choose what happens to e-mails already in the panel, see what will happen. */
export function ImportMappingStep(props: TImportMappingStepProps) {
  const { sheet, plan, isChecking, mapping, mappingError } = props;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Escolha o campo de cada coluna. Colunas marcadas como Atributo viram filtros do painel (especialidade,
        região, CRM...). Mostrando as primeiras {sheet.rows.length} de{' '}
        {countOf(sheet.totalRows, 'linha', 'linhas')}.
      </Typography>
      <ImportMappingTable
        columns={sheet.columns}
        rows={sheet.rows}
        mapping={mapping}
        onChange={props.onMappingChange}
      />
      <Box>
        <FormLabel id="on-existing-label">E-mails que já estão no painel</FormLabel>
        <RadioGroup
          row
          aria-labelledby="on-existing-label"
          value={props.onExisting}
          onChange={(event) => props.onExistingChange(event.target.value as TPanelImportOnExisting)}
        >
          <FormControlLabel
            value="skip"
            control={<Radio />}
            label="Manter como estão (informar no relatório)"
          />
          <FormControlLabel value="update" control={<Radio />} label="Atualizar existentes" />
        </RadioGroup>
      </Box>
      {isChecking && <LinearProgress aria-label="Verificando o arquivo" />}
      {mappingError && <Alert severity="error">{mappingError}</Alert>}
      {!mappingError && plan && (
        <Alert severity={plan.rejectedCount > 0 ? 'warning' : 'info'} data-testid="import-plan">
          {countOf(plan.toInsert, 'novo respondente', 'novos respondentes')} ·{' '}
          {countOf(plan.toUpdate, 'atualização', 'atualizações')} ·{' '}
          {countOf(plan.rejectedCount, 'linha rejeitada', 'linhas rejeitadas')}
          {plan.rejectedCount > 0 &&
            '. As linhas válidas serão importadas; as rejeitadas ficam no relatório.'}
        </Alert>
      )}
      {!mappingError && plan && plan.rejectedCount > 0 && (
        <RejectedTable rows={plan.rejected} total={plan.rejectedCount} />
      )}
    </Stack>
  );
}
