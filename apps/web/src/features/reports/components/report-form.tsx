import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CAMPAIGN_STATUS_LABELS,
  REPORT_FORMAT_LABELS,
  REPORT_FORMATS,
  type TReportFormat,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useCreateReport } from '../api/create-report';
import { useCampaignOptions } from '../api/get-campaign-options';

/** Campaign and format, then 'Gerar relatório': the report is queued and made by a job. */
export function ReportForm() {
  const campaigns = useCampaignOptions();
  const create = useCreateReport();
  const [chosen, setChosen] = useState('');
  const [format, setFormat] = useState<TReportFormat>('xlsx');
  const campaignId = chosen || campaigns.data?.[0]?.id || '';

  const handleGenerate = () =>
    create.mutate(
      { campaignId, format },
      { onSuccess: () => notify('Relatório na fila de geração.', 'success') },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label="Campanha"
          value={campaignId}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 300 }}
          helperText={campaigns.data?.length === 0 ? 'Nenhuma campanha cadastrada.' : undefined}
        >
          {(campaigns.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {`${c.name} (${CAMPAIGN_STATUS_LABELS[c.status]})`}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="report-format">Formato</FormLabel>
          <RadioGroup
            row
            aria-labelledby="report-format"
            value={format}
            onChange={(event) => setFormat(event.target.value as TReportFormat)}
          >
            {REPORT_FORMATS.map((item) => (
              <FormControlLabel
                key={item}
                value={item}
                control={<Radio size="small" />}
                label={item.toUpperCase()}
                title={REPORT_FORMAT_LABELS[item]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Button variant="contained" disabled={!campaignId || create.isPending} onClick={handleGenerate}>
          Gerar relatório
        </Button>
      </Stack>
    </Paper>
  );
}
