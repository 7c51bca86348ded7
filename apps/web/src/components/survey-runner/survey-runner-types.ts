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
  files?: TRunnerFiles;
};

/** A file a question keeps in its answer: the server's reference, never the bytes. */
export type TRunnerFileValue = { name: string; type: string; content: string };

/**
 * Where file questions send their files (SurveyJS's onUploadFiles / onDownloadFile / onClearFiles).
 * Without it the runner keeps SurveyJS's default (files inlined as data URLs: previews only).
 */
export type TRunnerFiles = {
  /** The server's global limit, checked before sending (a question's maxSize is checked by SurveyJS). */
  maxBytes: number;
  upload: (question: string, file: File) => Promise<TRunnerFileValue>;
  download: (content: string) => Promise<Blob>;
  clear: (content: string) => Promise<void>;
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
