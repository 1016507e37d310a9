-- Live events of a fan (issue 27, docs/decisions/live.md "A fan's own events"). A fan's points, ranks, squad points
-- and bell are private, and one whistle moves them for a million fans: NOTIFY per fan would be a million notices
-- (and leak nothing but cost everything). The transactions that move them announce *what* moved, once, on the live
-- channel ("match M scored", "competition C re-ranked", "the fantasy points of match M moved", "notifications of
-- these fans changed"); each API process then reads the figures of the fans it has connected, one query per
-- announcement, and sends each of them theirs. The announcement has a global id from the same sequence as the match
-- events, so a client's Last-Event-ID orders both.

-- `scope` is the announcement: {kind: scored|ranked|fantasy, match|competition: id} or {kind: notifications, users}.
-- Called by the writing transaction, so a rolled-back change announces nothing (NOTIFY is delivered at commit).
CREATE FUNCTION announce_live_fans(scope jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('hadaf_live_' || current_schema(), json_build_object('id', nextval('live_event_ids'), 'fans', scope)::text)
$$;

-- Notifications are written by many features (scoring notices, groups, prizes, settlements...): a statement trigger
-- announces them all, whoever writes, with up to 200 of the fans concerned (a payload stays far under NOTIFY's 8000
-- bytes); a bigger statement (a whistle's quarter of a million) announces `users: null`, and each process then asks
-- for every fan it has connected. Reading 201 rows of the transition table is all the trigger costs beyond it.
CREATE FUNCTION notify_notifications_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fans bigint[];
  seen integer;
BEGIN
  SELECT array_agg(DISTINCT user_id), count(*) INTO fans, seen FROM (SELECT user_id FROM changed LIMIT 201) first_rows;
  IF seen = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM announce_live_fans(jsonb_build_object('kind', 'notifications', 'users', CASE WHEN seen > 200 THEN NULL ELSE to_jsonb(fans) END));
  RETURN NULL;
END;
$$;

-- A new notification raises the bell's count; reading them (mark-as-read) brings it to 0 on every open screen.
-- (A trigger with a transition table cannot name columns, so the second fires on any update: rare, and harmless.)
CREATE TRIGGER notifications_live_added AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notifications_live();
CREATE TRIGGER notifications_live_changed AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notifications_live();
