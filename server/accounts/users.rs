//! Accounts in the database: creating one, roles, and the user as a session sees it.

use super::password;
use super::session::SessionUser;
use super::validation;
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

/// The one role check. A failing check is logged and counts as "no".
pub async fn has_role(db: &Db, user_id: &str, role: &str) -> bool {
    match sqlx::query_scalar::<_, i64>("select count(*) from user_roles where user_id = $1 and role = $2")
        .bind(user_id)
        .bind(role)
        .fetch_one(db)
        .await
    {
        Ok(n) => n > 0,
        Err(error) => {
            tracing::error!(%error, user_id, role, "role check failed; treating as not granted");
            false
        }
    }
}

pub async fn roles_of(db: &Db, user_id: &str) -> Vec<String> {
    let mut roles = Vec::new();
    if has_role(db, user_id, "admin").await {
        roles.push("admin".to_owned());
    }
    roles
}

pub enum CreateUserError {
    EmailTaken,
    Other(anyhow::Error),
}

/// Creates a user with a profile (and optionally the admin role) in one transaction.
pub async fn create_user(
    db: &Db,
    hasher: &password::Hasher,
    input: &validation::SignUp,
    admin: bool,
) -> Result<String, CreateUserError> {
    let hash = hasher.hash(input.password.expose().to_owned()).await.map_err(|e| CreateUserError::Other(e.into()))?;
    let id = hex::encode(rand::random::<[u8; 16]>());
    let now = now_rfc3339();
    let mut tx = db.begin().await.map_err(|e| CreateUserError::Other(e.into()))?;
    let inserted = sqlx::query("insert into users (id, email, password_hash, created_at, last_active_at) values ($1, $2, $3, $4, $4)")
        .bind(&id)
        .bind(input.email.as_str())
        .bind(&hash)
        .bind(&now)
        .execute(&mut *tx)
        .await;
    if let Err(error) = inserted {
        if error.as_database_error().is_some_and(|e| e.is_unique_violation()) {
            return Err(CreateUserError::EmailTaken);
        }
        return Err(CreateUserError::Other(error.into()));
    }
    sqlx::query("insert into profiles (id, first_name, last_name, phone, updated_at) values ($1, $2, $3, null, $4)")
        .bind(&id)
        .bind(input.first_name.as_str())
        .bind(input.last_name.as_str())
        .bind(&now)
        .execute(&mut *tx)
        .await
        .map_err(|e| CreateUserError::Other(e.into()))?;
    if admin {
        sqlx::query("insert into user_roles (user_id, role) values ($1, 'admin')")
            .bind(&id)
            .execute(&mut *tx)
            .await
            .map_err(|e| CreateUserError::Other(e.into()))?;
    }
    tx.commit().await.map_err(|e| CreateUserError::Other(e.into()))?;
    Ok(id)
}

/// Marks an address as verified without a link: for accounts an operator creates on
/// the command line (they vouch for the address).
pub async fn mark_email_verified(db: &Db, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("update users set email_verified_at = $1 where id = $2 and email_verified_at is null")
        .bind(now_rfc3339())
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Grants the admin role to the account with this email; false if there is none.
pub async fn grant_admin(db: &Db, email: &validation::Email) -> anyhow::Result<bool> {
    let id: Option<String> =
        sqlx::query_scalar("select id from users where email = $1").bind(email.as_str()).fetch_optional(db).await?;
    let Some(id) = id else { return Ok(false) };
    let exists: i64 = sqlx::query_scalar("select count(*) from user_roles where user_id = $1 and role = 'admin'")
        .bind(&id)
        .fetch_one(db)
        .await?;
    if exists == 0 {
        sqlx::query("insert into user_roles (user_id, role) values ($1, 'admin')").bind(&id).execute(db).await?;
    }
    Ok(true)
}

/// The user behind a fresh session, as the sign-in answer shows it.
pub async fn session_user(db: &Db, id: &str, token_hash: String) -> Result<SessionUser, sqlx::Error> {
    type Row = (String, String, String, Option<String>, i32, i64, i64);
    let (email, first_name, last_name, verified_at, aal, factors, data_version): Row = sqlx::query_as(
        "select u.email, p.first_name, p.last_name, u.email_verified_at,
                coalesce((select s.aal from sessions s where s.token_hash = $2), 1),
                (select count(*) from mfa_factors f where f.user_id = u.id and f.status = 'verified'),
                u.data_version
         from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(id)
    .bind(&token_hash)
    .fetch_one(db)
    .await?;
    let roles = roles_of(db, id).await;
    Ok(SessionUser {
        id: id.to_owned(),
        email,
        first_name,
        last_name,
        roles,
        email_verified: verified_at.is_some(),
        mfa_enrolled: factors > 0,
        aal,
        token_hash,
        data_version,
    })
}
