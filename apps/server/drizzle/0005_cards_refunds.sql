CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"proof_id" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"note" text,
	"coins" integer,
	"provider_refund_ref" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_reports_category_check" CHECK ("refund_reports"."category" in ('refund', 'coins_not_credited', 'other')),
	CONSTRAINT "refund_reports_status_check" CHECK ("refund_reports"."status" in ('processing', 'refunded', 'coins_credited', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_proofs" ADD CONSTRAINT "refund_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_reports" ADD CONSTRAINT "refund_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_reports" ADD CONSTRAINT "refund_reports_proof_id_refund_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."refund_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_token_key" ON "saved_cards" USING btree ("provider","token");--> statement-breakpoint
CREATE INDEX "refund_proofs_user_idx" ON "refund_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refund_reports_user_idx" ON "refund_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_reports_status_idx" ON "refund_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_reports_open_order_key" ON "refund_reports" USING btree ("order_no") WHERE "refund_reports"."status" = 'processing';