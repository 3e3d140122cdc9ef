ALTER TYPE "public"."email_template_code" ADD VALUE 'MEAL_DISABLED';--> statement-breakpoint
ALTER TYPE "public"."email_template_code" ADD VALUE 'COOK_SUSPENDED';