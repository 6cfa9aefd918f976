CREATE TABLE "queue_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "queue_jobs_due_idx" ON "queue_jobs" USING btree ("queue","run_at") WHERE "queue_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_singleton_idx" ON "queue_jobs" USING btree ("queue","singleton_key") WHERE "queue_jobs"."singleton_key" is not null and "queue_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "queue_jobs_finished_idx" ON "queue_jobs" USING btree ("finished_at");