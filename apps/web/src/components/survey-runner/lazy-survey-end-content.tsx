import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { TSurveyEndContentProps } from './survey-runner-types';

let loaded: ComponentType<TSurveyEndContentProps> | null = null;

/**
 * Fetches the end page's code ahead of need: the player calls it while the respondent answers, so the end
 * page renders at once after the submit (no 'Carregando...' between the last page and the thanks).
 */
export const preloadSurveyEndContent = () =>
  import('./survey-end-content').then((module) => {
    loaded = module.default;
    return module;
  });

const SurveyEndContent = lazy(preloadSurveyEndContent);

/** The questionnaire's end page; survey-core is fetched only when an end page needs it. */
export function LazySurveyEndContent(props: TSurveyEndContentProps) {
  // Already fetched: rendered directly (React.lazy suspends a first render even on a settled import).
  if (loaded) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <SurveyEndContent {...props} />
    </Suspense>
  );
}
