//! The database: SQLite (the embedded default) or PostgreSQL, through sqlx's `Any`
//! driver so one set of queries serves both. Queries use `$1`-style parameters,
//! which both backends accept, numbered in order of first use.

use std::path::Path;
use std::str::FromStr;

use anyhow::Context;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Executor};

pub type Db = AnyPool;

/// Where the data lives.
#[derive(Debug, Clone, clap::Args)]
pub struct DatabaseArgs {
    /// Database URL: sqlite://PATH (created on first start) or postgres://USER@HOST/DB.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
}

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

/// The migrations this binary knows for a backend.
pub fn migrator(backend: Backend) -> &'static Migrator {
    match backend {
        Backend::Sqlite => &SQLITE_MIGRATIONS,
        Backend::Postgres => &POSTGRES_MIGRATIONS,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl FromStr for Backend {
    type Err = anyhow::Error;
    fn from_str(url: &str) -> anyhow::Result<Backend> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Ok(Backend::Postgres)
        } else {
            anyhow::bail!("unsupported DATABASE_URL (use sqlite://PATH or postgres://...): {}", describe(url))
        }
    }
}

/// `$1, $2, …, $n`: the bound values of an `in (…)` list.
pub fn placeholders(n: usize) -> String {
    (1..=n).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

/// A transaction that reads and then writes. On SQLite it takes the write lock at once
/// (`begin immediate`): a plain `begin` reads first, and when another connection
/// commits a write before this one's first write, the upgrade fails at once with
/// "database is locked" (WAL's busy snapshot, which no busy timeout waits out); this
/// way the transaction waits its turn instead. PostgreSQL: a plain transaction.
pub async fn begin_write(db: &Db) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
    match backend(db) {
        Backend::Sqlite => db.begin_with("begin immediate").await,
        Backend::Postgres => db.begin().await,
    }
}

pub fn backend(db: &Db) -> Backend {
    match db.connect_options().database_url.scheme() {
        "sqlite" => Backend::Sqlite,
        _ => Backend::Postgres,
    }
}

/// The URL without its password, for messages and logs.
pub fn describe(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        _ => url.to_owned(),
    }
}

/// Opens the pool; a SQLite file and its folder are created when missing.
pub async fn connect(url: &str) -> anyhow::Result<Db> {
    install_default_drivers();
    let backend: Backend = url.parse()?;
    let mut url = url.to_owned();
    if backend == Backend::Sqlite {
        let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
        let path = path.split('?').next().unwrap_or_default();
        if !path.is_empty() && path != ":memory:" {
            if let Some(dir) = Path::new(path).parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            }
        }
        if !url.contains("mode=") {
            url.push_str(if url.contains('?') { "&mode=rwc" } else { "?mode=rwc" });
        }
    }
    let options = AnyPoolOptions::new()
        .max_connections(if backend == Backend::Sqlite { 8 } else { 16 })
        .acquire_timeout(std::time::Duration::from_secs(5))
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if backend == Backend::Sqlite {
                    conn.execute("pragma journal_mode = wal; pragma busy_timeout = 5000; pragma foreign_keys = on;")
                        .await?;
                }
                Ok(())
            })
        });
    options.connect(&url).await.with_context(|| format!("connecting to {}", describe(&url)))
}

pub async fn migrate(db: &Db) -> anyhow::Result<()> {
    migrator(backend(db)).run(db).await.context("applying migrations")?;
    Ok(())
}

/// Whether every migration this binary knows has been applied to the database.
pub async fn migrations_applied(db: &Db) -> bool {
    let migrator = migrator(backend(db));
    let applied: Result<i64, _> = sqlx::query_scalar("select count(*) from _sqlx_migrations where success").fetch_one(db).await;
    applied.is_ok_and(|n| n >= migrator.iter().count() as i64)
}

/// The current time as stored in text columns: RFC 3339 in UTC, which sorts
/// chronologically as text on both backends.
pub fn now_rfc3339() -> String {
    time::OffsetDateTime::now_utc().format(&time::format_description::well_known::Rfc3339).expect("UTC time formats")
}

/// True when the database answers.
pub async fn ping(db: &Db) -> bool {
    sqlx::query("select 1").execute(db).await.is_ok()
}
