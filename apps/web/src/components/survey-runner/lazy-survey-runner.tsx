import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { TSurveyRunnerProps } from './survey-runner-types';

/** Fetches the player's code (SurveyJS included) ahead of need: a device going off-line keeps it. */
export const loadSurveyRunner = () => import('./survey-runner');

const SurveyRunner = lazy(loadSurveyRunner);

/** The SurveyJS player, fetched only when a screen that plays or previews a survey renders it. */
export function LazySurveyRunner(props: TSurveyRunnerProps) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <SurveyRunner {...props} />
    </Suspense>
  );
}
