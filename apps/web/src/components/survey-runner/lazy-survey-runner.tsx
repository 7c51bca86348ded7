import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { TSurveyRunnerProps } from './survey-runner-types';

const SurveyRunner = lazy(() => import('./survey-runner'));

/** The SurveyJS player, fetched only when a screen that plays or previews a survey renders it. */
export function LazySurveyRunner(props: TSurveyRunnerProps) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <SurveyRunner {...props} />
    </Suspense>
  );
}
