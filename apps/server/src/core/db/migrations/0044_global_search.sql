-- Global search (issue 35): full-text search in Portuguese, accents ignored. The configuration strips accents
-- (unaccent, a trusted extension shipped with PostgreSQL and with PGlite) before the Portuguese stemmer, so
-- 'questionário', 'questionario' and 'questionários' meet at one lexeme. The extension lives in `public` (one per
-- database, shared by every schema); the configuration in the schema that migrates, which its queries name.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public
-- statement
CREATE TEXT SEARCH CONFIGURATION pesquise_busca (COPY = pg_catalog.portuguese)
-- statement
ALTER TEXT SEARCH CONFIGURATION pesquise_busca
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.portuguese_stem
-- statement
-- One GIN index per searched record, on the very expression the search module's queries match (a query written
-- otherwise would not use it): under 300 ms at 100,000 records (bench/search-100k.ts).
CREATE INDEX surveys_search ON surveys USING gin (to_tsvector('pesquise_busca', title || ' ' || description))
-- statement
CREATE INDEX campaigns_search ON campaigns USING gin (to_tsvector('pesquise_busca', name))
-- statement
CREATE INDEX respondents_search ON respondents USING gin (to_tsvector('pesquise_busca', name || ' ' || email))
-- statement
CREATE INDEX docs_search ON docs USING gin (to_tsvector('pesquise_busca', name))
-- statement
CREATE INDEX doc_cards_search ON doc_cards USING gin (to_tsvector('pesquise_busca', name || ' ' || description))
-- statement
CREATE INDEX reports_search ON reports USING gin (
  to_tsvector('pesquise_busca', coalesce(filename, '') || ' ' || coalesce(recipient, '')))
-- statement
CREATE INDEX rooms_search ON rooms USING gin (to_tsvector('pesquise_busca', title))
