//! Backups of the SQLite database and restoring one (`elektriker backup` and
//! `elektriker restore`).
//!
//! A backup is taken while the site serves, from this or another process: `VACUUM
//! INTO` reads the database in one read transaction, so the copy is a consistent
//! snapshot of everything committed when it started (WAL readers never block the
//! site's writers). The copy is written under a temporary name beside the target,
//! checked (`PRAGMA integrity_check`, row counts) and only then given its final name,
//! so a half-written or broken backup never carries the name asked for.
//!
//! A restore runs with the site stopped. It checks the file (a SQLite database that
//! passes `integrity_check`, made by this or an older version of the binary), copies
//! it beside the live database, syncs it and renames it into place, keeps the
//! previous database beside it, removes that one's stale `-wal`/`-shm` files and then
//! applies the migrations an older backup lacks. A running site is detected by
//! asking SQLite for an exclusive lock on the live database without waiting: the
//! site's open connections hold it shared, so the lock is refused.
//!
//! PostgreSQL has its own tools (`pg_dump`, `pg_restore`); both functions say so.

use std::collections::BTreeSet;
use std::fmt;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, bail};
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteLockingMode};
use sqlx::{ConnectOptions, Connection, Row};

use super::db::{self, Backend};


/// How long a backup waits for a lock the site holds for a moment.
const BACKUP_BUSY_TIMEOUT: Duration = Duration::from_secs(30);

/// What a backup wrote and found in it.
#[derive(Debug, Clone)]
pub struct BackupReport {
    /// The backup file (absolute).
    pub path: PathBuf,
    pub bytes: u64,
    /// What `PRAGMA integrity_check` said about the copy: "ok".
    pub integrity: String,
    /// Every table of the copy with its number of rows, by name.
    pub tables: Vec<(String, i64)>,
    /// The newest migration applied in the copy.
    pub migration: Option<i64>,
}

impl BackupReport {
    /// The rows of `table` in the backup.
    pub fn rows(&self, table: &str) -> Option<i64> {
        self.tables.iter().find(|(name, _)| name == table).map(|(_, rows)| *rows)
    }
}

impl fmt::Display for BackupReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "backup written to {} ({} bytes; integrity_check: {}; migration {})",
            self.path.display(),
            self.bytes,
            self.integrity,
            self.migration.map_or_else(|| "none".to_owned(), |v| v.to_string())
        )?;
        let width = self.tables.iter().map(|(name, _)| name.len()).max().unwrap_or(0).max("table".len());
        writeln!(f, "  {:<width$}  rows", "table")?;
        for (name, rows) in &self.tables {
            writeln!(f, "  {name:<width$}  {rows}")?;
        }
        Ok(())
    }
}

/// Copies the SQLite database of `database_url` to `to` while the site may be
/// serving: a consistent snapshot, checked before it gets its name. An existing `to`
/// is refused unless `force`.
pub async fn backup(database_url: &str, to: &Path, force: bool) -> anyhow::Result<BackupReport> {
    let source = sqlite_file(database_url, "backup")?;
    if !source.is_file() {
        bail!("there is no database at {} to back up", source.display());
    }
    let to = std::path::absolute(to).with_context(|| format!("resolving {}", to.display()))?;
    let (dir, name) = split(&to)?;
    if same_file(&source, &to) {
        bail!("{} is the database itself; choose another file for the backup", to.display());
    }
    match std::fs::symlink_metadata(&to) {
        Ok(meta) if meta.is_dir() => bail!("{} is a directory; name the backup file", to.display()),
        Ok(_) if !force => {
            bail!("{} already exists; choose another name, or pass --force to replace it", to.display())
        }
        _ => {}
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;

    // An empty file of our own (private: a backup holds password hashes and
    // sessions); VACUUM INTO fills an empty file.
    let temp = TempFile::create(&dir, &name, "backup", None)?;
    let target = temp.path.to_str().with_context(|| format!("{} is not valid UTF-8", temp.path.display()))?.to_owned();
    let mut conn = open(&source, |o| o.busy_timeout(BACKUP_BUSY_TIMEOUT))
        .await
        .with_context(|| format!("opening {}", source.display()))?;
    // The file name is bound as a parameter, never spliced into the SQL.
    sqlx::query("vacuum into ?")
        .bind(&target)
        .execute(&mut conn)
        .await
        .with_context(|| format!("copying {} (VACUUM INTO)", source.display()))?;
    conn.close().await.ok();

    let copy = inspect(&temp.path).await.context("checking the copy")?;
    if copy.integrity != ["ok"] {
        bail!("the copy fails PRAGMA integrity_check, so no backup was written: {}", copy.integrity.join("; "));
    }
    sync_file(&temp.path)?;
    if force {
        std::fs::rename(&temp.path, &to).with_context(|| format!("renaming the copy to {}", to.display()))?;
    } else {
        // A link never replaces a file that appeared meanwhile.
        match std::fs::hard_link(&temp.path, &to) {
            Ok(()) => {}
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
                bail!("{} already exists; choose another name, or pass --force to replace it", to.display())
            }
            Err(_) => {
                if to.exists() {
                    bail!("{} already exists; choose another name, or pass --force to replace it", to.display());
                }
                std::fs::rename(&temp.path, &to).with_context(|| format!("renaming the copy to {}", to.display()))?;
            }
        }
    }
    drop(temp); // removes the temporary name when the link kept the file
    sync_dir(&dir)?;
    let bytes = std::fs::metadata(&to).map(|m| m.len()).unwrap_or(0);
    Ok(BackupReport {
        path: to,
        bytes,
        integrity: copy.integrity.join("; "),
        tables: copy.tables,
        migration: copy.migrations.iter().map(|m| m.version).max(),
    })
}

/// Replaces the SQLite database of `database_url` with the backup `from`, with the
/// site stopped (refused while anything holds the database), then applies the
/// migrations the backup lacks. Prints each step.
pub async fn restore(database_url: &str, from: &Path) -> anyhow::Result<()> {
    let target = sqlite_file(database_url, "restore")?;
    let target = std::path::absolute(&target).with_context(|| format!("resolving {}", target.display()))?;
    let (dir, name) = split(&target)?;
    let from = std::path::absolute(from).with_context(|| format!("resolving {}", from.display()))?;

    // The backup: a SQLite file, complete in itself.
    let meta = std::fs::metadata(&from).with_context(|| format!("reading {}", from.display()))?;
    if !meta.is_file() {
        bail!("{} is not a file", from.display());
    }
    if !has_sqlite_header(&from)? {
        bail!("{} is not a SQLite database (it lacks the SQLite file header); nothing was changed", from.display());
    }
    if same_file(&from, &target) {
        bail!("{} is the live database itself; nothing to restore", from.display());
    }
    let wal = side_file(&from, "-wal");
    if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
        bail!(
            "{} exists: {} looks like a database in use (or not closed cleanly), not a backup; \
             make one with `elektriker backup --to FILE`",
            wal.display(),
            from.display()
        );
    }

    // A copy beside the live database (same file system: the rename is atomic), with
    // the live file's permissions and, when allowed, its owner.
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let live = std::fs::metadata(&target).ok();
    let temp = TempFile::create(&dir, &name, "restore", live.as_ref())?;
    {
        let mut source = File::open(&from).with_context(|| format!("opening {}", from.display()))?;
        let mut copy = std::fs::OpenOptions::new().write(true).open(&temp.path)?;
        std::io::copy(&mut source, &mut copy).with_context(|| format!("copying {}", from.display()))?;
    }
    let backup = check_backup(&temp.path).await.with_context(|| format!("{} cannot be restored; nothing was changed", from.display()))?;
    sync_file(&temp.path)?;
    let latest_known = known_versions().last().copied();
    println!(
        "checked {}: integrity_check ok, {} tables, {} users, migrations up to {} (this binary knows up to {})",
        from.display(),
        backup.tables.len(),
        backup.tables.iter().find(|(t, _)| t == "users").map_or(0, |(_, n)| *n),
        backup.migrations.iter().map(|m| m.version).max().map_or_else(|| "none".into(), |v| v.to_string()),
        latest_known.map_or_else(|| "none".into(), |v| v.to_string()),
    );

    // Nothing may use the live database: take its lock, and keep it until the backup
    // has replaced the file.
    let stale: Vec<PathBuf> =
        ["-wal", "-shm"].iter().map(|suffix| side_file(&target, suffix)).filter(|p| p.exists()).collect();
    let replacing = target.exists();
    let lock = if replacing { lock_stopped(&target).await? } else { None };
    if replacing {
        let aside = dir.join(format!("{name}.before-restore-{}", timestamp()));
        if std::fs::hard_link(&target, &aside).is_err() {
            std::fs::copy(&target, &aside).with_context(|| format!("keeping the previous database as {}", aside.display()))?;
        }
        println!("kept the previous database as {}", aside.display());
    }
    // Files of the old database would be read as the new one's: a stale WAL would
    // be replayed into it. The lock folded the WAL into the old file (kept above);
    // the journal is the lock's own, committed and empty.
    for suffix in ["-wal", "-shm", "-journal"] {
        let side = side_file(&target, suffix);
        match std::fs::remove_file(&side) {
            Ok(()) => {}
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => return Err(error).with_context(|| format!("removing {}", side.display())),
        }
    }
    for file in &stale {
        let note = if lock.is_some() { " (its changes are in the kept copy)" } else { "" };
        println!("removed the previous database's {}{note}", file.display());
    }
    std::fs::rename(&temp.path, &target).with_context(|| format!("renaming the copy to {}", target.display()))?;
    temp.disarm();
    sync_dir(&dir)?;
    if let Some(lock) = lock {
        lock.close().await.ok();
    }
    println!("restored {} to {}", from.display(), target.display());

    // An older backup gets the migrations it lacks.
    let before = backup.migrations.len();
    let pool = db::connect(database_url).await?;
    let migrated = db::migrate(&pool).await;
    let applied: Result<i64, _> = sqlx::query_scalar("select count(*) from _sqlx_migrations").fetch_one(&pool).await;
    pool.close().await;
    migrated.context("the backup is in place, but applying the newer migrations failed")?;
    let applied = applied? as usize;
    if applied > before {
        println!(
            "applied {} migration(s): the database is now at migration {}",
            applied - before,
            latest_known.map_or_else(|| "none".into(), |v| v.to_string())
        );
    } else {
        println!("the database is at the newest migration; nothing to apply");
    }
    Ok(())
}

fn postgres_hint(url: &str) -> String {
    format!(
        "DATABASE_URL is a PostgreSQL database ({}); `elektriker backup` and `restore` handle SQLite only. \
         Use PostgreSQL's tools:\n  backup:  pg_dump -Fc \"$DATABASE_URL\" > FILE\n  \
         restore: pg_restore --clean --if-exists -d \"$DATABASE_URL\" FILE",
        db::describe(url)
    )
}

/// The database file of a `sqlite:` URL (PostgreSQL and in-memory databases are refused).
fn sqlite_file(database_url: &str, what: &str) -> anyhow::Result<PathBuf> {
    if database_url.parse::<Backend>()? == Backend::Postgres {
        bail!("cannot {what}: {}", postgres_hint(database_url));
    }
    let options = SqliteConnectOptions::from_str(database_url)
        .with_context(|| format!("reading DATABASE_URL {}", db::describe(database_url)))?;
    let path = options.get_filename();
    let text = path.to_string_lossy();
    if text.is_empty() || text == ":memory:" || text.starts_with("file:sqlx-in-memory") || database_url.contains("mode=memory") {
        bail!("cannot {what} an in-memory database");
    }
    Ok(path.to_path_buf())
}

/// The folder and file name of a path.
fn split(path: &Path) -> anyhow::Result<(PathBuf, String)> {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .with_context(|| format!("{} does not name a file (UTF-8)", path.display()))?
        .to_owned();
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
    Ok((dir, name))
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// `site.db` + `-wal` = `site.db-wal`.
fn side_file(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn has_sqlite_header(path: &Path) -> anyhow::Result<bool> {
    use std::io::Read;
    let mut header = [0u8; 16];
    let mut file = File::open(path).with_context(|| format!("opening {}", path.display()))?;
    match file.read_exact(&mut header) {
        Ok(()) => Ok(&header == b"SQLite format 3\0"),
        Err(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => Ok(false),
        Err(error) => Err(error).with_context(|| format!("reading {}", path.display())),
    }
}

fn timestamp() -> String {
    let format = time::macros::format_description!("[year][month][day]T[hour][minute][second]Z");
    time::OffsetDateTime::now_utc().format(&format).unwrap_or_else(|_| "now".into())
}

async fn open(
    path: &Path,
    configure: impl FnOnce(SqliteConnectOptions) -> SqliteConnectOptions,
) -> Result<SqliteConnection, sqlx::Error> {
    let options = SqliteConnectOptions::new().filename(path).create_if_missing(false).disable_statement_logging();
    configure(options).connect().await
}

/// One applied migration, as `_sqlx_migrations` records it.
struct Applied {
    version: i64,
    success: bool,
    checksum: Vec<u8>,
}

struct Inspection {
    integrity: Vec<String>,
    tables: Vec<(String, i64)>,
    /// Empty when the table `_sqlx_migrations` is missing (see `has_migrations`).
    migrations: Vec<Applied>,
    has_migrations: bool,
}

/// Checks a database file that no one else uses (our own copy).
async fn inspect(path: &Path) -> anyhow::Result<Inspection> {
    let mut conn = open(path, |o| o).await.with_context(|| format!("opening {}", path.display()))?;
    let result = inspect_with(&mut conn).await;
    conn.close().await.ok();
    result
}

async fn inspect_with(conn: &mut SqliteConnection) -> anyhow::Result<Inspection> {
    // A copy of a WAL database says "WAL" in its header; a backup is one file.
    let _: String = sqlx::query_scalar("pragma journal_mode = delete").fetch_one(&mut *conn).await?;
    let integrity: Vec<String> = sqlx::query_scalar("pragma integrity_check").fetch_all(&mut *conn).await?;
    let names: Vec<String> =
        sqlx::query_scalar("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")
            .fetch_all(&mut *conn)
            .await?;
    let mut tables = Vec::with_capacity(names.len());
    for name in &names {
        let quoted = name.replace('"', "\"\"");
        let rows: i64 = sqlx::query_scalar(&format!("select count(*) from \"{quoted}\"")).fetch_one(&mut *conn).await?;
        tables.push((name.clone(), rows));
    }
    let has_migrations = names.iter().any(|n| n == "_sqlx_migrations");
    let migrations = if has_migrations {
        sqlx::query("select version, success, checksum from _sqlx_migrations order by version")
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(|row| {
                Ok(Applied { version: row.try_get(0)?, success: row.try_get(1)?, checksum: row.try_get(2)? })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?
    } else {
        Vec::new()
    };
    Ok(Inspection { integrity, tables, migrations, has_migrations })
}

fn known_versions() -> Vec<i64> {
    let mut versions: Vec<i64> =
        db::migrator(Backend::Sqlite).iter().filter(|m| !m.migration_type.is_down_migration()).map(|m| m.version).collect();
    versions.sort_unstable();
    versions
}

/// A backup this binary can run on: sound, made by this binary's migrations or a
/// prefix of them.
async fn check_backup(path: &Path) -> anyhow::Result<Inspection> {
    let found = inspect(path).await.context("it is not a readable SQLite database")?;
    if found.integrity != ["ok"] {
        let shown: Vec<&str> = found.integrity.iter().take(5).map(String::as_str).collect();
        bail!("PRAGMA integrity_check fails: {}", shown.join("; "));
    }
    if !found.has_migrations {
        bail!("it has no _sqlx_migrations table, so it is not a database of this site");
    }
    let known: BTreeSet<i64> = known_versions().into_iter().collect();
    let unknown: Vec<String> =
        found.migrations.iter().filter(|m| !known.contains(&m.version)).map(|m| m.version.to_string()).collect();
    if !unknown.is_empty() {
        bail!(
            "it was made by a newer version of elektriker: migration(s) {} are unknown to this binary \
             (it knows up to {}); restore it with that version",
            unknown.join(", "),
            known.last().copied().unwrap_or(0)
        );
    }
    if let Some(failed) = found.migrations.iter().find(|m| !m.success) {
        bail!("migration {} failed when the backup's database applied it (the database is dirty)", failed.version);
    }
    for applied in &found.migrations {
        let ours = db::migrator(Backend::Sqlite).iter().find(|m| m.version == applied.version && !m.migration_type.is_down_migration());
        if ours.is_some_and(|m| *m.checksum != *applied.checksum) {
            bail!("migration {} in it differs from this binary's (checksum mismatch)", applied.version);
        }
    }
    Ok(found)
}

fn is_busy(error: &sqlx::Error) -> bool {
    primary_code(error).is_some_and(|code| code == 5 || code == 6) // SQLITE_BUSY, SQLITE_LOCKED
}

fn primary_code(error: &sqlx::Error) -> Option<i32> {
    match error {
        sqlx::Error::Database(db) => db.code().and_then(|c| c.parse::<i32>().ok()).map(|c| c & 0xff),
        _ => None,
    }
}

/// Takes the live database's lock without waiting: refused while the site (or
/// anything else) has it open. The connection that holds it is returned, with the
/// database folded into one file (WAL checkpointed). `None` when the file is not a
/// readable database (a damaged one being replaced).
async fn lock_stopped(path: &Path) -> anyhow::Result<Option<SqliteConnection>> {
    let stop_first = || {
        anyhow::anyhow!(
            "{} is in use (is the site running?): stop the site first, then restore; nothing was changed",
            path.display()
        )
    };
    let mut conn = match open(path, |o| o.locking_mode(SqliteLockingMode::Exclusive).busy_timeout(Duration::ZERO)).await {
        Ok(conn) => conn,
        Err(error) if is_busy(&error) => return Err(stop_first()),
        Err(error) => return Err(error).with_context(|| format!("opening {}", path.display())),
    };
    let locked: Result<(), sqlx::Error> = async {
        sqlx::query("begin exclusive").execute(&mut conn).await?;
        let _: i64 = sqlx::query_scalar("select count(*) from sqlite_master").fetch_one(&mut conn).await?;
        sqlx::query("commit").execute(&mut conn).await?;
        Ok(())
    }
    .await;
    match locked {
        Ok(()) => {}
        Err(error) if is_busy(&error) => {
            conn.close().await.ok();
            return Err(stop_first());
        }
        // SQLITE_CORRUPT, SQLITE_NOTADB: a damaged database, which no site serves.
        Err(error) if primary_code(&error).is_some_and(|c| c == 11 || c == 26) => {
            conn.close().await.ok();
            println!("the current database {} is not readable ({error}); replacing it", path.display());
            return Ok(None);
        }
        Err(error) => {
            conn.close().await.ok();
            return Err(error).with_context(|| format!("locking {}", path.display()));
        }
    }
    // Still holding the exclusive lock: fold the WAL into the file, so the copy kept
    // aside is complete and the old `-wal` goes away.
    let mode: String = sqlx::query_scalar("pragma journal_mode = delete")
        .fetch_one(&mut conn)
        .await
        .with_context(|| format!("checkpointing {}", path.display()))?;
    if !mode.eq_ignore_ascii_case("delete") {
        bail!("could not checkpoint {} (journal mode stays {mode})", path.display());
    }
    println!("nothing uses {} (took its exclusive lock)", path.display());
    Ok(Some(conn))
}

/// A file of our own beside the target, removed (with any SQLite side files) unless
/// it was renamed into place.
struct TempFile {
    path: PathBuf,
    keep: bool,
}

impl TempFile {
    /// An empty, new file: private (0600), or with the permissions and owner of `like`.
    fn create(dir: &Path, name: &str, purpose: &str, like: Option<&std::fs::Metadata>) -> anyhow::Result<TempFile> {
        let mut last_error = None;
        for _ in 0..8 {
            let path = dir.join(format!(".{name}.{purpose}-{:016x}.tmp", rand::random::<u64>()));
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600);
            }
            match options.open(&path) {
                Ok(file) => {
                    let temp = TempFile { path, keep: false };
                    if let Some(like) = like {
                        file.set_permissions(like.permissions()).ok();
                        #[cfg(unix)]
                        {
                            use std::os::unix::fs::MetadataExt;
                            // Works for root restoring the site user's database; else keeps ours.
                            std::os::unix::fs::fchown(&file, Some(like.uid()), Some(like.gid())).ok();
                        }
                    }
                    return Ok(temp);
                }
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => last_error = Some(error),
                Err(error) => return Err(error).with_context(|| format!("creating a file in {}", dir.display())),
            }
        }
        Err(last_error.expect("tried")).with_context(|| format!("creating a file in {}", dir.display()))
    }

    fn disarm(mut self) {
        self.keep = true;
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_file(&self.path);
            for suffix in ["-wal", "-shm", "-journal"] {
                let _ = std::fs::remove_file(side_file(&self.path, suffix));
            }
        }
    }
}

fn sync_file(path: &Path) -> anyhow::Result<()> {
    File::options()
        .read(true)
        .write(true)
        .open(path)
        .and_then(|f| f.sync_all())
        .with_context(|| format!("syncing {}", path.display()))
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    File::open(dir).and_then(|d| d.sync_all()).with_context(|| format!("syncing {}", dir.display()))?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}
