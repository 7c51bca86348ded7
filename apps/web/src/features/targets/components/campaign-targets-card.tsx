import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_STATUS_LABELS, type TCampaignTargets } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { TargetProgress } from '@/components/target-progress/target-progress';

export function CampaignTargetsCard({ data, link }: { data: TCampaignTargets; link?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={data.campaign.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {link ? (
            <Link component={RouterLink} to={link}>
              {data.campaign.name}
            </Link>
          ) : (
            data.campaign.name
          )}
        </Typography>
        <Chip size="small" label={CAMPAIGN_STATUS_LABELS[data.campaign.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {data.campaign.surveyTitle}
      </Typography>
      {data.targets.length === 0 && <Typography sx={{ mt: 1 }}>Nenhuma cota definida.</Typography>}
      {data.targets.map((target) => (
        <TargetProgress key={target.id} target={target} />
      ))}
    </Paper>
  );
}
