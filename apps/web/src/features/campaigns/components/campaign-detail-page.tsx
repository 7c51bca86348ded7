import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useCampaign } from '../api/campaigns-api';
import { CampaignOverview } from './campaign-overview';
import { InvitationsPanel } from './invitations-panel';
import { ResponsesPanel } from './responses-panel';
import { TargetsPanel } from './targets-panel';

type TTab = 'overview' | 'targets' | 'invitations' | 'responses';

/** /apps/coleta/campanhas/:campaignId */
export default function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const { data, error, isPending } = useCampaign(campaignId);
  const [tab, setTab] = useState<TTab>('overview');

  if (isPending) return <LoadingIndicator />;
  if (error) return <QueryError error={error} />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {data.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data.surveyTitle}
      </Typography>
      <Tabs value={tab} onChange={(_, value: TTab) => setTab(value)} sx={{ mb: 2 }} variant="scrollable">
        <Tab value="overview" label="Visão geral" />
        <Tab value="targets" label="Cotas" />
        <Tab value="invitations" label="Convites" />
        <Tab value="responses" label="Respostas" />
      </Tabs>
      {tab === 'overview' && <CampaignOverview campaign={data} />}
      {tab === 'targets' && <TargetsPanel campaign={data} />}
      {tab === 'invitations' && <InvitationsPanel campaign={data} />}
      {tab === 'responses' && <ResponsesPanel campaign={data} />}
    </Box>
  );
}
