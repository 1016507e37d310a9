-- Reminders (docs/decisions/reminders.md): "predict this match" two hours before its predictions lock, and "complete
-- your squad" two hours before a fantasy competition's squads lock, each sent once per fan and match (or fantasy
-- competition). A row is the reminder itself: the send-reminders job inserts it with ON CONFLICT DO NOTHING in the
-- transaction that writes the notification, so of two overlapping runs only the one whose insert returned it notifies.
CREATE TABLE reminders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('prediction', 'fantasy-squad')),
  -- prediction: the match to predict; fantasy-squad: none.
  match_id bigint REFERENCES matches (id) ON DELETE CASCADE,
  -- prediction: the joined competition the texts name; fantasy-squad: the competition whose squad is incomplete.
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  -- The lock it warned of (the match's prediction lock, the competition's first kick-off); no e-mail goes after it.
  deadline timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  -- The e-mail that goes with it, kept here so a run that died after committing still has it sent by the next run;
  -- null when none is due (no address, or receive_notifications off). emailed_at: handed to the mail adapter.
  email_to text,
  email_subject text,
  email_body text,
  emailed_at timestamptz,
  CHECK ((kind = 'prediction') = (match_id IS NOT NULL)),
  CHECK (email_to IS NULL OR (email_subject IS NOT NULL AND email_body IS NOT NULL))
);
-- Once per fan and match, once per fan and fantasy competition (its one squad deadline).
CREATE UNIQUE INDEX reminders_prediction_key ON reminders (user_id, match_id) WHERE kind = 'prediction';
CREATE UNIQUE INDEX reminders_fantasy_squad_key ON reminders (user_id, competition_id) WHERE kind = 'fantasy-squad';
-- The e-mails still to hand over (normally none: each is sent right after its reminder commits).
CREATE INDEX reminders_email_due_idx ON reminders (deadline, id) WHERE email_to IS NOT NULL AND emailed_at IS NULL;
