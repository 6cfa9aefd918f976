-- The analytics read saves from job_saves, their only record. A per-day counter of new saves could disagree
-- with the saves that stand (a save taken back, seeded counts without saves) and showed more saves in the
-- last 30 days than all time.
ALTER TABLE "job_daily_stats" DROP COLUMN "saves";
