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
