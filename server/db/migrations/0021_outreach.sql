CREATE TABLE "outreach_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_send_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "outreach_enrolments_status_known" CHECK ("outreach_enrolments"."status" in ('active', 'completed', 'replied', 'unsubscribed', 'bounced', 'stopped'))
);--> statement-breakpoint
CREATE TABLE "outreach_sender_days" (
	"sender_user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outreach_sender_days_sender_user_id_day_pk" PRIMARY KEY("sender_user_id","day")
);--> statement-breakpoint
CREATE TABLE "outreach_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outreach_sends_status_known" CHECK ("outreach_sends"."status" in ('queued', 'sent', 'bounced', 'cancelled', 'failed'))
);--> statement-breakpoint
CREATE TABLE "outreach_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"window_start_hour" integer DEFAULT 9 NOT NULL,
	"window_end_hour" integer DEFAULT 17 NOT NULL,
	"weekdays_only" boolean DEFAULT true NOT NULL,
	"daily_cap" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_sequences_window" CHECK ("outreach_sequences"."window_start_hour" >= 0 and "outreach_sequences"."window_end_hour" <= 24
      and "outreach_sequences"."window_start_hour" < "outreach_sequences"."window_end_hour"),
	CONSTRAINT "outreach_sequences_cap" CHECK ("outreach_sequences"."daily_cap" between 1 and 1000)
);--> statement-breakpoint
CREATE TABLE "outreach_steps" (
	"sequence_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"delay_hours" integer DEFAULT 0 NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "outreach_steps_sequence_id_position_pk" PRIMARY KEY("sequence_id","position"),
	CONSTRAINT "outreach_steps_delay" CHECK ("outreach_steps"."delay_hours" >= 0)
);--> statement-breakpoint
CREATE TABLE "outreach_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"sequence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outreach_enrolments" ADD CONSTRAINT "outreach_enrolments_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_enrolments" ADD CONSTRAINT "outreach_enrolments_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sender_days" ADD CONSTRAINT "outreach_sender_days_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_enrolment_id_outreach_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."outreach_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sends" ADD CONSTRAINT "outreach_sends_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sequences" ADD CONSTRAINT "outreach_sequences_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sequences" ADD CONSTRAINT "outreach_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_steps" ADD CONSTRAINT "outreach_steps_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_suppressions" ADD CONSTRAINT "outreach_suppressions_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrolments_pair_idx" ON "outreach_enrolments" USING btree ("sequence_id","recipient_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_enrolments_token_idx" ON "outreach_enrolments" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "outreach_enrolments_recipient_idx" ON "outreach_enrolments" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_sends_step_idx" ON "outreach_sends" USING btree ("enrolment_id","step");--> statement-breakpoint
CREATE INDEX "outreach_sequences_owner_idx" ON "outreach_sequences" USING btree ("owner_user_id","updated_at" DESC NULLS LAST);
