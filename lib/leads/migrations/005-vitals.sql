-- Field measurements from visitors' browsers (lib/vitals/store.ts, docs/decisions/0019-field-vitals.md):
-- one row per UTC day, page type, metric and histogram bucket with its count, as in the SQLite store.
-- Days older than 28 are deleted by the site itself.
CREATE TABLE vitals_buckets (
  day integer NOT NULL,
  page_type text NOT NULL,
  metric text NOT NULL,
  bucket integer NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (day, page_type, metric, bucket)
);
