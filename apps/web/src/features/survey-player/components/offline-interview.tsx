import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAnswers, TInterviewLocation } from '@pesquisemais/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { LazySurveyRunner } from '@/components/survey-runner/lazy-survey-runner';
import { useAuth } from '@/lib/auth/auth-context';
import {
  completeInterview,
  getCampaign,
  getInterview,
  saveProgress,
  setLocation,
  startInterview,
} from '@/lib/offline-interviews/interview-store';
import { openOfflineDb } from '@/lib/offline-interviews/offline-db';
import type { TStoredCampaign, TStoredInterview } from '@/lib/offline-interviews/offline-types';
import { announceOfflineChange, syncNow } from '@/lib/offline-interviews/sync-client';
import { EndPage } from './end-page';
import { OfflineInterviewStart, type TOfflineStart } from './offline-interview-start';
import { interviewLink } from './outbox-list';

export const NEW_INTERVIEW = 'nova';

type TState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'start'; campaign: TStoredCampaign }
  | { kind: 'playing'; campaign: TStoredCampaign; interview: TStoredInterview }
  | { kind: 'ended'; campaign: TStoredCampaign; interview: TStoredInterview };

function currentLocation(): Promise<TInterviewLocation | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/** An interview on the device's stored version: started, resumed and completed with no connection. */
export function OfflineInterview({ campaignId, interviewId }: { campaignId: string; interviewId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<TState>({ kind: 'loading' });

  useEffect(() => {
    void (async () => {
      const db = await openOfflineDb(user.uuid);
      const campaign = await getCampaign(db, campaignId);
      if (!campaign) return setState({ kind: 'missing' });
      if (interviewId === NEW_INTERVIEW) return setState({ kind: 'start', campaign });
      const interview = await getInterview(db, interviewId);
      if (!interview) return setState({ kind: 'missing' });
      setState({ kind: interview.outbox === null ? 'playing' : 'ended', campaign, interview });
    })();
  }, [user.uuid, campaignId, interviewId]);

  const handleStart = useCallback(
    async (campaign: TStoredCampaign, start: TOfflineStart) => {
      const db = await openOfflineDb(user.uuid);
      const interview = await startInterview(db, campaign, start);
      const location = start.shareLocation ? await currentLocation() : null;
      if (location) await setLocation(db, interview.id, location);
      announceOfflineChange();
      // The interview's own address: a reload (or a restart) resumes it.
      void navigate(interviewLink(interview), { replace: true });
    },
    [user.uuid, navigate],
  );

  const handleComplete = useCallback(
    async (campaign: TStoredCampaign, interview: TStoredInterview, answers: TAnswers) => {
      const db = await openOfflineDb(user.uuid);
      const stored = await getInterview(db, interview.id);
      const done = await completeInterview(db, interview.id, { answers, location: stored?.location ?? null });
      announceOfflineChange();
      if (navigator.onLine) void syncNow(user.uuid);
      setState({ kind: 'ended', campaign, interview: done ?? interview });
    },
    [user.uuid],
  );

  if (state.kind === 'loading') return <LoadingIndicator />;
  if (state.kind === 'missing')
    return <EndPage kind="closed" message="Esta campanha ou entrevista não está guardada neste aparelho." />;
  if (state.kind === 'start')
    return (
      <OfflineInterviewStart
        title={state.campaign.surveyTitle}
        interviewerName={user.data.displayName}
        quotas={state.campaign.quotas}
        refreshedAt={state.campaign.refreshedAt}
        onStart={(start) => void handleStart(state.campaign, start)}
      />
    );
  if (state.kind === 'playing') {
    const { campaign, interview } = state;
    return (
      <LazySurveyRunner
        json={campaign.version.schema}
        answers={interview.answers}
        pageNo={interview.currentPage}
        onPageChange={({ answers, pageNo }) =>
          void openOfflineDb(user.uuid).then((db) => saveProgress(db, interview.id, answers, pageNo))
        }
        onComplete={({ answers }) => void handleComplete(campaign, interview, answers)}
      />
    );
  }
  const again = `/apps/surveyplayer/${state.campaign.surveyId}?campaign=${state.campaign.campaignId}&entrevista=${NEW_INTERVIEW}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}
      data-end="offline"
    >
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Entrevista concluída
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A entrevista está guardada no aparelho e será enviada automaticamente quando houver conexão.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={again} reloadDocument={false}>
          Nova entrevista
        </Button>
        <Button component={RouterLink} to="/apps/surveyplayer">
          Voltar à lista
        </Button>
      </Stack>
    </Paper>
  );
}
