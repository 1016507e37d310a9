-- Every final whistle moves the running total of each of its predictors (a quarter of a million rows on a big
-- match). points and updated_at are in no index, so with free room in each page PostgreSQL rewrites those rows in
-- place (HOT: no entry in the five indexes of users), ~30 % faster for that statement. Applies to pages written from
-- now on; a VACUUM FULL would repack an existing table.
ALTER TABLE users SET (fillfactor = 70);
