import { SURVEY_WATCH_ACTION, type TSurveyChangedEvent } from '@pesquisemais/shared';
import { useRoom, useSocketEvent } from '@/lib/socket';

/** Joins the questionnaire's room and reports every 'survey:changed' (saves by anyone, us included). */
export function useSurveyWatch(surveyId: string, onChanged: (event: TSurveyChangedEvent) => void) {
  useRoom(SURVEY_WATCH_ACTION, { surveyId });
  useSocketEvent('survey:changed', (event) => {
    if (event.surveyId === surveyId) onChanged(event);
  });
}
