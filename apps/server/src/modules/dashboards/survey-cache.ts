import type { Queryable } from '../../core/db/connection';
import { type CompiledSurvey, compiledVersion } from '../../lib/survey/compiled-survey';
import type { AggregatesRepository } from './aggregates.repository';

/** Versions are immutable: compile each once (saves reading its schema on every answer). */
const compiled = new Map<string, CompiledSurvey>();

export async function surveyFor(
  repo: AggregatesRepository,
  versionId: string,
  tx?: Queryable,
): Promise<CompiledSurvey | null> {
  const hit = compiled.get(versionId);
  if (hit) return hit;
  const schema = await repo.schemaOf(versionId, tx);
  if (!schema) return null;
  if (compiled.size >= 200) compiled.delete(compiled.keys().next().value as string);
  const survey = compiledVersion(versionId, schema);
  compiled.set(versionId, survey);
  return survey;
}
