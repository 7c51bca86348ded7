import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_MODE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type TCampaignStatus,
} from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PagedTableFooter } from '@/components/paged-table-footer';
import { getErrorMessage } from '@/lib/api-client';
import { useCampaigns } from '../api/campaigns-api';
import { CreateCampaignDialog } from './create-campaign-dialog';

/** /apps/coleta/campanhas */
export default function CampaignListPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TCampaignStatus | ''>('');
  const [page, setPage] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const query = useDeferredValue(q.trim());
  const { data, error, isPending } = useCampaigns({
    page: page + 1,
    pageSize: 20,
    q: query || undefined,
    status: status || undefined,
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
        {isPending && <LoadingIndicator />}
        {error && (
          <Typography color="error" sx={{ p: 2 }}>
            {getErrorMessage(error)}
          </Typography>
        )}
        <TableContainer>
          <Table size="small" aria-label="Campanhas">
            <TableHead>
              <TableRow>
                <TableCell>Campanha</TableCell>
                <TableCell>Questionário</TableCell>
                <TableCell>Modo</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Completas</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((campaign) => (
                <TableRow key={campaign.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/apps/coleta/campanhas/${campaign.id}`}>
                      {campaign.name}
                    </Link>
                  </TableCell>
                  <TableCell>{campaign.surveyTitle}</TableCell>
                  <TableCell>{CAMPAIGN_MODE_LABELS[campaign.mode]}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={CAMPAIGN_STATUS_LABELS[campaign.status]}
                      color={campaign.isOpen ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">{campaign.counts.complete}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <PagedTableFooter total={data?.total ?? 0} page={page} onPageChange={setPage} />
      </Paper>
      <CreateCampaignDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </Box>
  );
}
