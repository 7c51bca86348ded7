import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { TSurveyEndContentProps } from './survey-runner-types';

const SurveyEndContent = lazy(() => import('./survey-end-content'));

/** The questionnaire's end page; survey-core is fetched only when an end page needs it. */
export function LazySurveyEndContent(props: TSurveyEndContentProps) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <SurveyEndContent {...props} />
    </Suspense>
  );
}
