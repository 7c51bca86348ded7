-- A study board belongs to a questionnaire (the study): /apps/surveys gathers each questionnaire's campaigns,
-- delivered reports and boards. A removed questionnaire leaves its boards unlinked.
ALTER TABLE docs ADD COLUMN survey_id uuid REFERENCES surveys (id) ON DELETE SET NULL
-- statement
CREATE INDEX docs_survey ON docs (survey_id) WHERE survey_id IS NOT NULL
