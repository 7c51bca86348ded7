import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TCampaign, TTarget } from '@pesquisemais/shared';
import { conditionQuestionsOf } from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { TargetProgress } from '@/components/target-progress/target-progress';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCampaignSurvey } from '../api/campaigns-api';
import { useCampaignTargets, useDeleteTarget } from '../api/targets-api';
import { TargetDialog } from './target-dialog';

export function TargetsPanel({ campaign }: { campaign: TCampaign }) {
  const { data, error, isPending } = useCampaignTargets(campaign.id);
  const remove = useDeleteTarget(campaign.id);
  const survey = useCampaignSurvey(campaign.surveyId);
  const [editing, setEditing] = useState<TTarget | 'new' | null>(null);
  const questions = survey.data ? conditionQuestionsOf(survey.data.schema) : [];

  const handleDelete = (target: TTarget) =>
    remove.mutate(target.id, { onSuccess: () => notify('Cota excluída.', 'success') });

  if (isPending) return <LoadingIndicator />;
  if (error) return <Typography color="error">{getErrorMessage(error)}</Typography>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
        Nova cota
      </Button>
      {data.targets.length === 0 && <Typography color="text.secondary">Nenhuma cota definida.</Typography>}
      {data.targets.map((target) => (
        <Box key={target.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TargetProgress target={target} />
          <Button size="small" onClick={() => setEditing(target)}>
            Editar
          </Button>
          <Button size="small" color="error" onClick={() => handleDelete(target)}>
            Excluir
          </Button>
        </Box>
      ))}
      {editing && (
        <TargetDialog
          campaignId={campaign.id}
          target={editing === 'new' ? null : editing}
          questions={questions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify('Cota salva.', 'success');
            setEditing(null);
          }}
        />
      )}
    </Paper>
  );
}
