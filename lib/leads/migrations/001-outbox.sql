-- The lead outbox on PostgreSQL (lib/leads/pg-store.ts): the columns of the SQLite store, times
-- in epoch milliseconds like there, so that both stores follow the same clock.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  fingerprint text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'rejected', 'exhausted')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  last_status integer,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
-- The sweep's claim: pending entries by due time.
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
