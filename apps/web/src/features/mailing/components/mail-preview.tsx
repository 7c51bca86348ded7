import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TMailingOption } from '@pesquisemais/shared';
import { useMemo, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useMailingCampaigns, useMailingRespondents } from '../api/lookups-api';
import { useMailPreview } from '../api/preview-api';
import { useDebounced } from './use-debounced';

const WIDTHS = { desktop: 640, mobile: 375 } as const;
type TWidth = keyof typeof WIDTHS;

export type TPreviewTarget = { respondentId?: string; campaignId?: string };

/**
 * The e-mail as the server renders it for one respondent (CSS inlined, merge fields filled), in a sandboxed
 * frame at desktop or phone width. Without a chosen respondent the server fills in sample data.
 */
export function MailPreview({
  subject,
  bodyHtml,
  target,
  onTargetChange,
}: {
  subject: string;
  bodyHtml: string;
  target: TPreviewTarget;
  onTargetChange: (target: TPreviewTarget) => void;
}) {
  const [width, setWidth] = useState<TWidth>('desktop');
  const [search, setSearch] = useState('');
  const [respondent, setRespondent] = useState<TMailingOption | null>(null);
  const respondents = useMailingRespondents(useDebounced(search.trim(), 300));
  const campaigns = useMailingCampaigns();
  const input = useDebounced(
    useMemo(() => ({ subject, bodyHtml, ...target }), [subject, bodyHtml, target]),
    400,
  );
  const preview = useMailPreview(input);
  return (
    <Paper variant="outlined" component="section" aria-label="Pré-visualização" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Pré-visualização
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <Autocomplete
          sx={{ flex: 1 }}
          size="small"
          options={respondents.data ?? []}
          value={respondent}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${option.name} <${option.email ?? ''}>`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_, text) => setSearch(text)}
          onChange={(_, option) => {
            setRespondent(option);
            onTargetChange({ ...target, respondentId: option?.id });
          }}
          noOptionsText="Nenhum respondente encontrado"
          renderInput={(params) => <TextField {...params} label="Dados do respondente" />}
        />
        <TextField
          select
          size="small"
          label="Campanha"
          value={target.campaignId ?? ''}
          onChange={(event) => onTargetChange({ ...target, campaignId: event.target.value || undefined })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Campanha de exemplo</MenuItem>
          {(campaigns.data ?? []).map((campaign) => (
            <MenuItem key={campaign.id} value={campaign.id}>
              {campaign.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, next: TWidth | null) => next && setWidth(next)}
          aria-label="Largura da pré-visualização"
        >
          <ToggleButton value="desktop">Computador</ToggleButton>
          <ToggleButton value="mobile">Celular</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {preview.error && <Alert severity="error">{getErrorMessage(preview.error)}</Alert>}
      {preview.data && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <strong>Assunto:</strong> <span data-testid="preview-subject">{preview.data.subject}</span>
          </Typography>
          <Box sx={{ overflowX: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
            <Box
              component="iframe"
              title="E-mail como o respondente o recebe"
              sandbox=""
              srcDoc={preview.data.html}
              sx={{
                display: 'block',
                width: WIDTHS[width],
                height: 480,
                border: 0,
                mx: 'auto',
                bgcolor: '#fff',
              }}
            />
          </Box>
        </>
      )}
    </Paper>
  );
}
