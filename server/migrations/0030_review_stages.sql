CREATE TABLE "concept_review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"reviewed_files" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concept_review_stage_reviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"user_id" uuid,
	"role_code" text,
	CONSTRAINT "concept_review_stage_reviewers_one_check" CHECK (("concept_review_stage_reviewers"."user_id" is null) <> ("concept_review_stage_reviewers"."role_code" is null))
);
--> statement-breakpoint
CREATE TABLE "concept_review_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"rule" text NOT NULL,
	"required_count" integer,
	"deadline" timestamp with time zone,
	"status" text DEFAULT 'waiting' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"overdue_sent_at" timestamp with time zone,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_review_stages_rule_check" CHECK ("concept_review_stages"."rule" in ('any', 'all', 'count'))
);
--> statement-breakpoint
ALTER TABLE "concept_review_decisions" ADD CONSTRAINT "concept_review_decisions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_decisions" ADD CONSTRAINT "concept_review_decisions_stage_id_concept_review_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."concept_review_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_decisions" ADD CONSTRAINT "concept_review_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stage_reviewers" ADD CONSTRAINT "concept_review_stage_reviewers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stage_reviewers" ADD CONSTRAINT "concept_review_stage_reviewers_stage_id_concept_review_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."concept_review_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stage_reviewers" ADD CONSTRAINT "concept_review_stage_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stage_reviewers" ADD CONSTRAINT "concept_review_stage_reviewers_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stages" ADD CONSTRAINT "concept_review_stages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stages" ADD CONSTRAINT "concept_review_stages_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_review_stages" ADD CONSTRAINT "concept_review_stages_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concept_review_decisions_stage_round_user_key" ON "concept_review_decisions" USING btree ("stage_id","round","user_id");--> statement-breakpoint
CREATE INDEX "concept_review_stage_reviewers_stage_idx" ON "concept_review_stage_reviewers" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "concept_review_stage_reviewers_user_idx" ON "concept_review_stage_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "concept_review_stages_position_key" ON "concept_review_stages" USING btree ("concept_id","position");--> statement-breakpoint
CREATE INDEX "concept_review_stages_open_deadline_idx" ON "concept_review_stages" USING btree ("deadline") WHERE "concept_review_stages"."status" = 'open';