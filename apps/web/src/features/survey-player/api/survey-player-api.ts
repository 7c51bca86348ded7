import {
  type TAnswers,
  type TStartResponseBody,
  ZPlayCampaign,
  ZPlayResult,
  ZPlaySurveyList,
  ZStartedResponse,
} from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keepResumeToken, resumeHeaders } from './resume-token';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/survey-player/surveys — campaigns open to the caller. */
export function getPlaySurveys(page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest(`/api/survey-player/surveys?page=${page}&pageSize=${pageSize}`, {
    schema: ZPlaySurveyList,
    signal,
  });
}

export function usePlaySurveys(page: number, pageSize: number, isEnabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['play', 'surveys', page, pageSize],
      queryFn: ({ signal }) => getPlaySurveys(page, pageSize, signal),
      enabled: isEnabled,
    }),
  );
}

/** GET /api/survey-player/campaigns/:id — the campaign, its current version and the caller's own response. */
export function getPlayCampaign(campaignId: string, signal?: AbortSignal) {
  return apiRequest(`/api/survey-player/campaigns/${id(campaignId)}`, {
    schema: ZPlayCampaign,
    signal,
    headers: resumeHeaders(campaignId),
  });
}

export function usePlayCampaign(campaignId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['play', 'campaign', campaignId],
      queryFn: ({ signal }) => getPlayCampaign(campaignId, signal),
      enabled: campaignId !== '',
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  );
}

/** Starts a response, or resumes the caller's (this browser's) one; keeps its resume token. */
export async function startResponse(campaignId: string, body: TStartResponseBody) {
  const started = await apiRequest(`/api/survey-player/campaigns/${id(campaignId)}/responses`, {
    method: 'POST',
    body,
    schema: ZStartedResponse,
    headers: body.asInterview ? {} : resumeHeaders(campaignId),
  });
  if (!started.isInterview) keepResumeToken(campaignId, started.resumeToken);
  return started;
}

export function savePartial(responseId: string, answers: TAnswers, currentPage: number) {
  return apiRequest(`/api/survey-player/responses/${id(responseId)}`, {
    method: 'PUT',
    body: { answers, currentPage },
    schema: ZPlayResult,
  });
}

export function completeResponse(responseId: string, answers: TAnswers, idempotencyKey: string) {
  return apiRequest(`/api/survey-player/responses/${id(responseId)}/complete`, {
    method: 'POST',
    body: { answers, idempotencyKey },
    schema: ZPlayResult,
  });
}
