CREATE TABLE "resume_watches" (
	"user_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_watches_user_id_resume_id_pk" PRIMARY KEY("user_id","resume_id")
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"privacy" text DEFAULT 'draft' NOT NULL,
	"show_contact_details" boolean DEFAULT true NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"parent_id" uuid,
	"template_name" text,
	"industry" text,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"pay_schedule" text,
	"minimum_salary" numeric(14, 2),
	"resume_type" text,
	"sentiment_score" real,
	"views" integer DEFAULT 0 NOT NULL,
	"content" json NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "resumes_master_has_no_parent" CHECK (not ("resumes"."is_master" and "resumes"."parent_id" is not null)),
	CONSTRAINT "resumes_not_own_parent" CHECK ("resumes"."parent_id" is null or "resumes"."parent_id" <> "resumes"."id"),
	CONSTRAINT "resumes_privacy_known" CHECK ("resumes"."privacy" in ('public', 'recruiter_only', 'connections', 'private', 'draft'))
);
--> statement-breakpoint
ALTER TABLE "resume_watches" ADD CONSTRAINT "resume_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_watches" ADD CONSTRAINT "resume_watches_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_parent_same_owner_fk" FOREIGN KEY ("parent_id","user_id") REFERENCES "public"."resumes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_watches_resume_idx" ON "resume_watches" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_slug_idx" ON "resumes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_master_per_owner_idx" ON "resumes" USING btree ("user_id") WHERE "resumes"."is_master";--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_active_per_owner_idx" ON "resumes" USING btree ("user_id") WHERE "resumes"."is_active";--> statement-breakpoint
CREATE INDEX "resumes_user_idx" ON "resumes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "resumes_parent_idx" ON "resumes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resumes_privacy_created_idx" ON "resumes" USING btree ("privacy","created_at");