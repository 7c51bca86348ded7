import { SURVEY_WATCH_ACTION, type TSurveyChangedEvent, ZSurveyChangedEvent } from '@pesquisemais/shared';
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { getStoredToken } from '@/lib/auth-token';

/** Joins the questionnaire's room and reports every 'survey:changed' (saves by anyone, us included). */
export function useSurveyWatch(surveyId: string, onChanged: (event: TSurveyChangedEvent) => void) {
  const handlerRef = useRef(onChanged);
  handlerRef.current = onChanged;

  useEffect(() => {
    const socket = io({ auth: { token: getStoredToken() ?? undefined }, transports: ['websocket'] });
    const join = () => socket.emit('action', { type: SURVEY_WATCH_ACTION, data: { surveyId } });
    socket.on('connect', join);
    socket.on('survey:changed', (payload: unknown) => {
      const parsed = ZSurveyChangedEvent.safeParse(payload);
      if (parsed.success && parsed.data.surveyId === surveyId) handlerRef.current(parsed.data);
    });
    return () => {
      socket.close();
    };
  }, [surveyId]);
}
