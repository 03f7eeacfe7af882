ALTER TABLE "calls" DROP CONSTRAINT "calls_end_reason_check";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "interrupted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "interrupted_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "caller_tab" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "callee_tab" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "media_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "joined_parties" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_end_reason_check" CHECK ("calls"."end_reason" is null or "calls"."end_reason" in ('hung_up', 'declined', 'cancelled', 'no_answer', 'failed', 'lost'));