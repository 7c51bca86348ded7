import type { ReactNode } from 'react';

/** What the lazy SurveyJS player takes; the model itself stays inside the lazy chunk. */
export type TRunnerState = { answers: Record<string, unknown>; pageNo: number };

/** The few model members screens drive from outside (steps view). */
export type TRunnerModel = { currentPageNo: number; readonly visiblePageCount: number };

export type TSurveyRunnerProps = {
  json: object;
  answers?: Record<string, unknown>;
  pageNo?: number;
  isReadOnly?: boolean;
  showNavigation?: boolean;
  onPageChange?: (state: TRunnerState) => void;
  onComplete?: (state: TRunnerState) => void;
  onModel?: (model: TRunnerModel) => void;
};

/** The endings a questionnaire may give its own page to (over-quota belongs to the campaign). */
export type TSurveyEnding = 'complete' | 'screened_out';

export type TSurveyEndContentProps = {
  json: object;
  answers: Record<string, unknown>;
  ending: TSurveyEnding;
  /** Shown when the questionnaire has no end page of its own for this ending. */
  fallback: ReactNode;
};
