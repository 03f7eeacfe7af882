CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" in ('reward', 'refund', 'ban'))
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_user_key" ON "notices" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "notices_user_id" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notices_unread" ON "notices" USING btree ("user_id") WHERE "notices"."read_at" is null;