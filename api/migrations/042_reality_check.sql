-- Player protection, step 2 (issue 31, decision 071): the reality check's interval is one more
-- kind of the member's own settings, held like a limit: more often at once, less often after
-- 24 hours. No row: every 60 minutes. In minutes, 15 to 120 (the API refuses anything else).
ALTER TABLE member_limits DROP CONSTRAINT member_limits_kind_check;
ALTER TABLE member_limits ADD CONSTRAINT member_limits_kind_check
  CHECK (kind IN ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'session_minutes', 'reality_check_minutes'));
