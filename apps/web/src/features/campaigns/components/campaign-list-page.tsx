import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_FILTER_FIELDS,
  CAMPAIGN_MODE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type TCampaign,
  type TCampaignStatus,
} from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { useCampaigns } from '../api/campaigns-api';
import { CreateCampaignDialog } from './create-campaign-dialog';

const PAGE_SIZE = 20;

const FILTER_FIELDS = filterFieldsOf(CAMPAIGN_FILTER_FIELDS, {
  name: 'Campanha',
  survey: 'Questionário',
  complete: 'Completas',
});

const COLUMNS: TDataTableColumn<TCampaign>[] = [
  {
    id: 'name',
    header: 'Campanha',
    cell: (campaign) => (
      <Link component={RouterLink} to={`/apps/coleta/campanhas/${campaign.id}`}>
        {campaign.name}
      </Link>
    ),
  },
  { id: 'survey', header: 'Questionário', cell: (campaign) => campaign.surveyTitle },
  { id: 'mode', header: 'Modo', cell: (campaign) => CAMPAIGN_MODE_LABELS[campaign.mode] },
  {
    id: 'status',
    header: 'Status',
    cell: (campaign) => (
      <Chip
        size="small"
        label={CAMPAIGN_STATUS_LABELS[campaign.status]}
        color={campaign.isOpen ? 'success' : 'default'}
      />
    ),
  },
  { id: 'complete', header: 'Completas', align: 'right', cell: (campaign) => campaign.counts.complete },
];

/** /apps/coleta/campanhas */
export default function CampaignListPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TCampaignStatus | ''>('');
  const [page, setPage] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const query = useDeferredValue(q.trim());
  const { filter, query: columnFilter } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data, error, isPending } = useCampaigns({
    page: page + 1,
    pageSize: PAGE_SIZE,
    q: query || undefined,
    status: status || undefined,
    ...columnFilter,
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Campanhas
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          Nova campanha
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar"
          size="small"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TCampaignStatus | '');
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {CAMPAIGN_STATUSES.map((item) => (
            <MenuItem key={item} value={item}>
              {CAMPAIGN_STATUS_LABELS[item]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        <DataTable
          ariaLabel="Campanhas"
          columns={COLUMNS}
          rows={data?.items}
          getRowId={(campaign) => campaign.id}
          isLoading={isPending}
          error={error}
          filter={filter}
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        />
      </Paper>
      <CreateCampaignDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </Box>
  );
}
