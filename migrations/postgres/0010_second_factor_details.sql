-- A password reset of an account with a second factor waits for the code: the
-- challenge keeps the reset (its token, already checked, and the new password's hash)
-- until the code is given. And when a factor was verified.
alter table mfa_challenges add column reset_token_hash text;
alter table mfa_challenges add column new_password_hash text;
alter table mfa_factors add column verified_at text;
