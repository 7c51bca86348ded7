/**
 * A rectangular data set as analysts read it: one row per response, one column per variable.
 * The export builds it from a campaign's responses; the CSV, XLSX, data dictionary and SPSS (.sav) writers read
 * it, so every format holds the same variables in the same order with the same codes.
 */
export interface AnalysisValueLabel {
  value: number | string;
  label: string;
}

export interface AnalysisVariable {
  /** Column name: ASCII letters, digits and underscore, starts with a letter, unique (case-insensitive). */
  name: string;
  /** What the column holds, in the questionnaire's words (question title, row/column text, 'outro — texto'…). */
  label: string;
  /** 'datetime' cells are ISO-8601 strings; the SPSS writer turns them into SPSS DATETIME values. */
  kind: 'numeric' | 'string' | 'datetime';
  /** Codes and their labels (choices, ratings, booleans, status). */
  valueLabels?: AnalysisValueLabel[];
  measure: 'nominal' | 'ordinal' | 'scale';
  /** The SurveyJS question type the column comes from ('' for system columns such as status). */
  questionType: string;
}

export type AnalysisCell = number | string | null;

export interface AnalysisDataset {
  /** Shown as the file label (the campaign's name). */
  title: string;
  variables: AnalysisVariable[];
  /** Each row has one cell per variable, in order; null is a missing value. */
  rows: AnalysisCell[][];
}
