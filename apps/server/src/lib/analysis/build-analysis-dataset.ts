import type { AnalysisDataset, AnalysisVariable } from './analysis-dataset';
import { type AnalysisResponse, analysisNeeds, analysisPlan, statsOf } from './analysis-plan';

/**
 * The analysis data set of responses held in memory: one row per response, one column per variable, for the
 * given versions of the questionnaire (newest first). The export streams the same plan page by page instead.
 */
export function buildAnalysisDataset(input: {
  title: string;
  schemas: unknown[];
  responses: AnalysisResponse[];
}): AnalysisDataset {
  const stats = statsOf(analysisNeeds(input.schemas), input.responses);
  const plan = analysisPlan(input.schemas, stats);
  return {
    title: input.title,
    variables: plan.variables.map(
      ({ cell: _cell, codesAreValues: _codes, ...variable }): AnalysisVariable => variable,
    ),
    rows: input.responses.map(plan.row),
  };
}
