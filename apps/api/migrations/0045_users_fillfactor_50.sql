-- Room for every row of a page to be rewritten in place (issue 31). A whistle moves the running total of each of
-- its predictors inside one transaction, so no old version can be pruned before the last one is written: a page
-- needs as much free room as its rows take. At 70 (0011) only ~40 % of a page's rows fitted and the rest moved to
-- other pages with an entry in each of users' five indexes (measured: 44 % of a 1M-prediction whistle's updates
-- were HOT, 100 % at 50; the update took a third of the time). Applies to pages written from now on (inserts, and
-- the rows a non-HOT update moves), so existing pages converge as whistles move their fans; a VACUUM FULL repacks at once.
ALTER TABLE users SET (fillfactor = 50);
