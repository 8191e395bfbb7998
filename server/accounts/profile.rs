//! A customer's own profile: name and optional phone; the e-mail is read-only.

use serde::Serialize;

use crate::platform::Db;

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
}

pub async fn load_profile(db: &Db, user_id: &str) -> Result<Profile, sqlx::Error> {
    let (email, first_name, last_name, phone): (String, String, String, Option<String>) = sqlx::query_as(
        "select u.email, p.first_name, p.last_name, p.phone from users u join profiles p on p.id = u.id where u.id = $1",
    )
    .bind(user_id)
    .fetch_one(db)
    .await?;
    Ok(Profile { id: user_id.to_owned(), email, first_name, last_name, phone })
}
