-- The project dashboard's own figures (insights module): the firm's budget lines for the year and the
-- latest weather of the cities where field teams work. Everything else on the analytics and project
-- dashboards is read from responses, invitations, mailing jobs and the panel.
CREATE TABLE insight_budget (
  category text PRIMARY KEY,
  budget numeric(14, 2) NOT NULL CHECK (budget >= 0),
  spent numeric(14, 2) NOT NULL DEFAULT 0 CHECK (spent >= 0),
  position integer NOT NULL DEFAULT 0
)
-- statement
CREATE TABLE insight_weather (
  city text NOT NULL,
  uf text NOT NULL,
  condition text NOT NULL CHECK (condition IN ('sun', 'clouds', 'rain', 'storm')),
  temperature numeric(4, 1) NOT NULL,
  humidity integer NOT NULL CHECK (humidity BETWEEN 0 AND 100),
  wind_kmh integer NOT NULL CHECK (wind_kmh >= 0),
  -- The next days, tomorrow first: [{ "condition": "rain", "min": 18, "max": 24 }, ...]
  forecast jsonb NOT NULL DEFAULT '[]'::jsonb,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (city, uf)
)
