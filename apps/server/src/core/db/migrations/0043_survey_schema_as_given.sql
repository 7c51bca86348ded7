-- Questionnaires are stored as given: `json` keeps the author's text and key order, where `jsonb` sorted the
-- keys (shortest first). survey-core reads properties in key order, and a matrix's `columns` read before its
-- `cellType` keep dropdown cell templates (checkbox answers then exported as empty cells or as codes).
-- What `jsonb` already reordered gets `cellType` back before the other keys of its object.
CREATE FUNCTION survey_schema_cell_type_first(value jsonb) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'object' THEN (
      SELECT coalesce(
        json_object_agg(entry.key, survey_schema_cell_type_first(entry.value) ORDER BY entry.key <> 'cellType', entry.ordinality),
        '{}'::json)
      FROM jsonb_each(value) WITH ORDINALITY AS entry (key, value, ordinality))
    WHEN 'array' THEN (
      SELECT coalesce(json_agg(survey_schema_cell_type_first(item.value) ORDER BY item.ordinality), '[]'::json)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS item (value, ordinality))
    ELSE value::json
  END
$$
-- statement
ALTER TABLE surveys ALTER COLUMN schema TYPE json USING survey_schema_cell_type_first(schema)
-- statement
ALTER TABLE survey_versions ALTER COLUMN schema TYPE json USING survey_schema_cell_type_first(schema)
-- statement
DROP FUNCTION survey_schema_cell_type_first(jsonb)
-- statement
-- `json` takes any escape `jsonb` refused (a NUL: 22P05); a questionnaire must stay readable as `jsonb` too.
ALTER TABLE surveys ADD CONSTRAINT surveys_schema_storable CHECK (schema::jsonb IS NOT NULL)
-- statement
ALTER TABLE survey_versions ADD CONSTRAINT survey_versions_schema_storable CHECK (schema::jsonb IS NOT NULL)
