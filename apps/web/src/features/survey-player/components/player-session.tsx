import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ROLE_GROUPS,
  type TAnswers,
  type TPlayCampaign,
  type TResponseStatus,
  type TStartedResponse,
} from '@pesquisemais/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { forgetResumeToken } from '../api/resume-token';
import { startResponse } from '../api/survey-player-api';
import { EndPage, type TEndKind } from './end-page';
import { InterviewStart } from './interview-start';
import { PlayerRunner } from './player-runner';

type TPlayerSessionProps = { data: TPlayCampaign };

type TPhase =
  | { kind: 'choose' }
  | { kind: 'starting' }
  | { kind: 'playing'; response: TStartedResponse | NonNullable<TPlayCampaign['response']> }
  | { kind: 'ended'; end: TEndKind; message?: string; answers?: TAnswers }
  | { kind: 'error'; message: string };

function initialPhase(data: TPlayCampaign, mustChoose: boolean): TPhase {
  const response = data.response;
  // A finished response shows its own end (an invitation link opened again), even once the campaign closed.
  if (response && response.status !== 'partial')
    return { kind: 'ended', end: response.status, answers: response.answers };
  if (!data.campaign.isOpen) return { kind: 'ended', end: 'closed', message: data.campaign.statusMessage };
  if (response) return { kind: 'playing', response };
  return mustChoose ? { kind: 'choose' } : { kind: 'starting' };
}

/** Decides between start screen, the running survey and an end page. */
export function PlayerSession({ data }: TPlayerSessionProps) {
  const { user } = useAuth();
  const { mode } = data.campaign;
  const canInterview = (ROLE_GROUPS.interview as readonly string[]).includes(user.role) && mode !== 'web';
  const canRespond = (ROLE_GROUPS.user as readonly string[]).includes(user.role) && mode !== 'interview';
  const [phase, setPhase] = useState<TPhase>(() => initialPhase(data, canInterview));
  const hasAutoStarted = useRef(false);
  // The campaign lets a signed-in user answer more than once: a new response, this browser's from then on.
  const canAnswerAgain = canRespond && !data.campaign.oneResponsePerUser;

  const start = useCallback(
    async (options: { asInterview: boolean; respondentName?: string }) => {
      setPhase({ kind: 'starting' });
      try {
        const response = await startResponse(data.campaign.id, options);
        if (response.status !== 'partial')
          setPhase({ kind: 'ended', end: response.status, answers: response.answers });
        else setPhase({ kind: 'playing', response });
      } catch (error) {
        setPhase({ kind: 'error', message: getErrorMessage(error) });
      }
    },
    [data.campaign.id],
  );

  useEffect(() => {
    if (phase.kind !== 'starting' || hasAutoStarted.current) return;
    hasAutoStarted.current = true;
    void start({ asInterview: false });
  }, [phase.kind, start]);

  const handleEnded = useCallback(
    (status: Exclude<TResponseStatus, 'partial'>, message: string, answers: TAnswers) => {
      setPhase({ kind: 'ended', end: status, message, answers });
    },
    [],
  );

  switch (phase.kind) {
    case 'choose':
      return (
        <InterviewStart
          title={data.campaign.name}
          canInterview={canInterview}
          canRespond={canRespond}
          isStarting={false}
          onStart={(options) => {
            hasAutoStarted.current = true;
            void start(options);
          }}
        />
      );
    case 'starting':
      return <Typography sx={{ p: 3 }}>Preparando a pesquisa...</Typography>;
    case 'playing':
      return <PlayerRunner schema={data.version.schema} response={phase.response} onEnded={handleEnded} />;
    case 'ended':
      return (
        <>
          <EndPage
            kind={phase.end}
            message={phase.message}
            survey={phase.answers && { json: data.version.schema, answers: phase.answers }}
          />
          {canAnswerAgain && phase.end !== 'closed' && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => {
                  forgetResumeToken(data.campaign.id);
                  void start({ asInterview: false });
                }}
              >
                Responder novamente
              </Button>
            </Box>
          )}
        </>
      );
    case 'error':
      return <EndPage kind="closed" message={phase.message} />;
  }
}
