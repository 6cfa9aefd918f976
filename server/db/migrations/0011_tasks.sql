CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'task' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_end_after_start" CHECK ("tasks"."end_date" >= "tasks"."start_date"),
	CONSTRAINT "tasks_progress_range" CHECK ("tasks"."progress" between 0 and 100),
	CONSTRAINT "tasks_type_known" CHECK ("tasks"."type" in ('task', 'milestone', 'project')),
	CONSTRAINT "tasks_priority_known" CHECK ("tasks"."priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_start_idx" ON "tasks" USING btree ("user_id","start_date");