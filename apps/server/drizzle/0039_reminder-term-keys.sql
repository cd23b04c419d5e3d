-- Issue 33 §4: a reminder names the receivable it is for ('deposit', 'term-0'…), no longer the
-- term's position alone ('0', '1'…), so that the deposit can be reminded too.
UPDATE "payment_reminders" SET "term_id" = 'term-' || "term_id" WHERE "term_id" ~ '^[0-9]+$';
