CREATE TABLE "translation_uses" (
	"user_id" integer NOT NULL,
	"message_seq" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translation_uses_user_id_message_seq_pk" PRIMARY KEY("user_id","message_seq")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"text_hash" text NOT NULL,
	"target" text NOT NULL,
	"source" text NOT NULL,
	"translated" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "translations_text_hash_target_pk" PRIMARY KEY("text_hash","target")
);
--> statement-breakpoint
ALTER TABLE "translation_uses" ADD CONSTRAINT "translation_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_uses_day" ON "translation_uses" USING btree ("user_id","day");