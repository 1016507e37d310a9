-- Points reset at the end of each month (platform §1, §9), Africa/Cairo time, keeping history
-- (football/monthly-reset.ts).

-- Each fan's points of a finished month, as they stood when it was reset.
CREATE TABLE monthly_points (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'YYYY-MM' in Cairo.
  month text NOT NULL,
  points numeric(14, 2) NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- The months whose points are running (one row per month reached): the first job of a new month inserts its row
-- and resets, so the reset happens once however many workers run it. The current month is open from the start,
-- so upgrading mid-month resets nothing.
CREATE TABLE points_months (
  month text PRIMARY KEY,
  opened_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO points_months (month) VALUES (to_char(now() AT TIME ZONE 'Africa/Cairo', 'YYYY-MM'));
