//! Proving that the signed-in visitor is the account's owner before something that
//! cannot be undone (a new password, deleting the account): the current password,
//! under the sign-in limits (a stolen session cannot guess it), and, when the account
//! has a second factor, a current code or a recovery code.

use std::net::IpAddr;

use axum::http::StatusCode;

use super::guard::Verdict;
use super::{Accounts, SessionUser};
use crate::http::ApiError;

/// The current password is right (counted like a sign-in).
pub async fn password(accounts: &Accounts, user: &SessionUser, address: IpAddr, password: &str) -> Result<(), ApiError> {
    let attempt = match accounts.guard.attempt(&user.email, address).await? {
        Verdict::Check(attempt) => attempt,
        // Past the cap the password is not checked here either.
        Verdict::PasswordAloneRefused => {
            return Err(ApiError::new(StatusCode::FORBIDDEN, "auth-password-change-capped")
                .with_hint("auth-password-change-capped-hint"));
        }
    };
    let stored: String =
        sqlx::query_scalar("select password_hash from users where id = $1").bind(&user.id).fetch_one(&accounts.db).await?;
    if !accounts.hasher.verify(password.to_owned(), Some(stored)).await? {
        attempt.failed();
        return Err(ApiError::new(StatusCode::FORBIDDEN, "auth-wrong-current-password")
            .with_hint("auth-wrong-current-password-hint"));
    }
    attempt.succeeded().await?;
    Ok(())
}

/// The password, and the second factor's code when the account has one.
pub async fn password_and_code(
    accounts: &Accounts,
    user: &SessionUser,
    address: IpAddr,
    password_given: &str,
    code: &str,
) -> Result<(), ApiError> {
    password(accounts, user, address, password_given).await?;
    if super::mfa::enrolled(&accounts.db, &user.id).await? {
        super::mfa::prove_code(accounts, &user.id, code).await?;
    }
    Ok(())
}
