CREATE TABLE "match_shows" (
	"match_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"movement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_shows_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "match_shows_not_self" CHECK ("match_shows"."user_id" <> "match_shows"."peer_id"),
	CONSTRAINT "match_shows_coins_check" CHECK ("match_shows"."coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "match_shows" ADD CONSTRAINT "match_shows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_shows" ADD CONSTRAINT "match_shows_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_shows_user_day_idx" ON "match_shows" USING btree ("user_id","created_at");